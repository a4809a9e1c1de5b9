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
  // PostgreSQL text cannot hold U+0000, and its json types refuse half of a
  // surrogate pair ("\ud83d" alone): refused here once, for every handler.
  if (someString(value, (text) => text.includes("\u0000"))) return { ok: false, status: 400, error: "Text may not contain the NUL character." };
  if (someString(value, (text) => LONE_SURROGATE.test(text))) return { ok: false, status: 400, error: "Text must be valid Unicode." };
  return { ok: true, value };
}

/** A UTF-16 surrogate that is not part of a pair: JSON can carry it, Unicode text cannot. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether any string in `value` (object keys included) satisfies `test`. */
function someString(value: unknown, test: (text: string) => boolean): boolean {
  if (typeof value === "string") return test(value);
  if (Array.isArray(value)) return value.some((item) => someString(item, test));
  if (value && typeof value === "object") {
    return Object.entries(value).some(([key, item]) => test(key) || someString(item, test));
  }
  return false;
}
