// POSTs JSON to one of our endpoints from a form (the account forms, the
// progress page's settings). Small on purpose: no validation library reaches
// the browser through it.

export type PostResult<T = Record<string, unknown>> = { ok: true; data: T } | { ok: false; status: number; error: string };

/**
 * Never throws: the answer's `error` text when it has one, else `fallbackError`
 * (a network failure is status 0).
 */
export async function postJson<T = Record<string, unknown>>(url: string, body: unknown, fallbackError: string): Promise<PostResult<T>> {
  try {
    const response = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    const data: unknown = await response.json().catch(() => null);
    const record = typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};
    if (response.ok) return { ok: true, data: record as T };
    const error = typeof record.error === "string" ? record.error : fallbackError;
    return { ok: false, status: response.status, error };
  } catch {
    return { ok: false, status: 0, error: fallbackError };
  }
}
