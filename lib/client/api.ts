// The browser's calls to our own /api/v1 (spec section 7). Both helpers throw
// on a network failure or an error status, so each caller decides what the
// user sees (a toast, /error).

const API = "/api/v1";

export class ApiError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
  ) {
    super(`${path} answered ${status}`);
  }
}

/** `path` below /api/v1, e.g. "/favourite/fetchItems?userId=…"; the parsed JSON answer. */
export async function apiCall<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${API}${path}`, {
    ...init,
    headers: init?.body ? { "content-type": "application/json" } : undefined,
    credentials: "same-origin",
    cache: "no-store",
  });
  if (!response.ok) throw new ApiError(path, response.status);
  return (await response.json()) as T;
}

export function apiPost<T>(path: string, body: unknown): Promise<T> {
  return apiCall<T>(path, { method: "POST", body: JSON.stringify(body) });
}
