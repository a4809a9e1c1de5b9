import "server-only";

export type JsonBody = { ok: true; value: unknown } | { ok: false; status: 400 | 413; error: string };

/**
 * Reads a request body as JSON, refusing more than `maxBytes` (checked while
 * streaming, so a chunked body without Content-Length cannot exhaust memory).
 * Never throws for bad input: malformed JSON is a 400, an oversize body a 413.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  const tooLarge = { ok: false, status: 413, error: `Request body is larger than ${maxBytes} bytes.` } as const;
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) return tooLarge;
  if (!request.body) return { ok: false, status: 400, error: "Request body must be JSON." };

  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return tooLarge;
    }
    chunks.push(value);
  }
  let value: unknown;
  try {
    value = JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    return { ok: false, status: 400, error: "Request body must be valid JSON." };
  }
  // PostgreSQL text cannot hold U+0000: refused here once, for every handler.
  if (containsNul(value)) return { ok: false, status: 400, error: "Text may not contain the NUL character." };
  return { ok: true, value };
}

function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === "object") {
    return Object.entries(value).some(([key, item]) => key.includes("\u0000") || containsNul(item));
  }
  return false;
}
