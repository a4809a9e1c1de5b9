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
  const text = Buffer.concat(chunks).toString("utf8");
  // Decoding and parsing a body of megabytes (the CSV import's) take a few milliseconds each: a turn of the event loop between them keeps each stretch short.
  if (size > 1024 * 1024) await new Promise((resolve) => setImmediate(resolve));
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, error: "Request body must be valid JSON." };
  }
  // PostgreSQL text cannot hold U+0000, and its json types refuse half of a
  // surrogate pair ("\ud83d" alone): refused here once, for every handler.
  const problem = badText(value);
  if (problem === "nul") return { ok: false, status: 400, error: "Text may not contain the NUL character." };
  if (problem === "surrogate") return { ok: false, status: 400, error: "Text must be valid Unicode." };
  return { ok: true, value };
}

/** A UTF-16 surrogate that is not part of a pair: JSON can carry it, Unicode text cannot. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The first string in `value` (object keys included) that PostgreSQL cannot
 * store, by kind. Walks with its own stack, so a body nested thousands deep
 * (which JSON.parse accepts) cannot overflow the call stack.
 */
function badText(value: unknown): "nul" | "surrogate" | null {
  const pending: unknown[] = [value];
  while (pending.length) {
    const item = pending.pop();
    const texts = typeof item === "string" ? [item] : [];
    if (Array.isArray(item)) pending.push(...item);
    else if (item && typeof item === "object") {
      for (const [key, child] of Object.entries(item)) {
        texts.push(key);
        pending.push(child);
      }
    }
    for (const text of texts) {
      if (text.includes("\u0000")) return "nul";
      if (LONE_SURROGATE.test(text)) return "surrogate";
    }
  }
  return null;
}
