// The browser's calls to our own /api/v1 (spec section 7), shared by the
// flashcards screen and the notes widget. A call throws ApiError for an error
// status (with the answer's JSON, if any, for callers that read it) and lets a
// network failure's TypeError through, so callers can tell the two apart.

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

/** Calls `API + path` with the session cookie and no HTTP cache; resolves to the JSON answer. */
export async function apiCall<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${API}${path}`, {
    ...init,
    headers: init?.body ? { "content-type": "application/json" } : undefined,
    credentials: "same-origin",
    cache: "no-store",
  });
  if (!response.ok) throw new ApiError(path, response.status, await response.json().catch(() => null));
  return (await response.json()) as T;
}

/** POSTs `body` as JSON to `API + path`. */
export function apiPost<T>(path: string, body: unknown): Promise<T> {
  return apiCall<T>(path, { method: "POST", body: JSON.stringify(body) });
}
