import "server-only";
import { jsonError } from "./json";

// The one way a feature's refusal becomes an HTTP answer. A feature's
// functions answer `{ ok }` or a refusal named by its one key
// (`{ notFound: true }`, `{ expired: true }`); the feature lists each refusal
// with its status and message in a table beside its messages, and a handler
// answers refusalResponse(table, outcome). Two refusals carry their own
// value and mean the same everywhere: `{ invalid: message }` is a 400 with
// that message, `{ rateLimited: seconds }` a 429 with Retry-After.

export type RefusalTable = Readonly<Record<string, readonly [status: number, message: string]>>;

/** A refusal of `table`: an object with one of its names as a key (so the compiler finds a refusal the table lacks), invalid input, or a spent rate budget. */
export type RefusalOf<T extends RefusalTable> =
  { [Name in keyof T & string]: Readonly<Record<Name, unknown>> }[keyof T & string] | { readonly invalid: string } | { readonly rateLimited: number };

/** The JSON error for `refusal`; `rateMessage` says what a 429 refused. */
export function refusalResponse<T extends RefusalTable>(table: T, refusal: RefusalOf<T>, rateMessage = "Too many requests. Please try again later."): Response {
  if ("invalid" in refusal && typeof refusal.invalid === "string") return jsonError(400, refusal.invalid);
  if ("rateLimited" in refusal && typeof refusal.rateLimited === "number") {
    return jsonError(429, rateMessage, { headers: { "Retry-After": String(refusal.rateLimited) } });
  }
  const name = Object.keys(refusal).find((key) => Object.hasOwn(table, key));
  // Unreachable while the types hold: a refusal without an answer is a bug, so a 500.
  if (name === undefined) throw new Error(`No HTTP answer for the refusal ${JSON.stringify(refusal)}`);
  const [status, message] = table[name]!;
  return jsonError(status, message);
}
