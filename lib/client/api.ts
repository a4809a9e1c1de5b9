import "client-only";
// The browser's one way to call our own /api/v1, for the feature modules beside
// it (./<feature>-api.ts), which components call: every request goes through
// `requestJson`. A call resolves to the JSON answer, or
// throws: ApiError for an error status (with the answer's JSON, if any, for
// callers that read it), a network failure's TypeError as it is, so callers can
// tell the two apart. Forms that show the answer's message take the same call
// as a value (./post-json.ts).

const API = "/api/v1";

export class ApiError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
    /** The error answer's JSON body, or null when it had none. */
    readonly body: unknown = null,
  ) {
    super(`${path} answered ${status}`);
  }
}

/** The error answer's own message (its `error` text: for refused input, the first issue's), or undefined when it has none or the call never got an answer. */
export function apiErrorMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || typeof error.body !== "object" || error.body === null) return undefined;
  const message = (error.body as { error?: unknown }).error;
  return typeof message === "string" && message !== "" ? message : undefined;
}

/** Calls `url` with the session cookie and no HTTP cache unless `init.cache` asks for one; resolves to the JSON answer. */
export async function requestJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: init?.body ? { "content-type": "application/json" } : undefined,
    credentials: "same-origin",
    cache: init?.cache ?? "no-store",
  });
  if (!response.ok) throw new ApiError(url, response.status, await response.json().catch(() => null));
  return (await response.json()) as T;
}

/** Calls `API + path`. */
export function apiCall<T>(path: string, init?: RequestInit): Promise<T> {
  return requestJson<T>(`${API}${path}`, init);
}

/** POSTs `body` as JSON to `API + path`. */
export function apiPost<T>(path: string, body: unknown): Promise<T> {
  return apiCall<T>(path, { method: "POST", body: JSON.stringify(body) });
}
