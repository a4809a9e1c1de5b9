// The one request the progress page's client parts make to the settings
// endpoint: small on purpose, so no validation library reaches the browser.

export const SETTINGS_URL = "/api/v1/review/settings";
export const SAVE_FAILED = "Could not save. Please try again.";

export type PostOutcome<T> = { ok: true; data: T } | { ok: false; status: number; error: string };

/** POSTs JSON; never throws (a network failure is status 0). */
export async function postJson<T>(url: string, body: unknown): Promise<PostOutcome<T>> {
  try {
    const response = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    const data: unknown = await response.json().catch(() => null);
    if (response.ok) return { ok: true, data: data as T };
    const error =
      typeof data === "object" && data !== null && typeof (data as { error?: unknown }).error === "string" ? (data as { error: string }).error : SAVE_FAILED;
    return { ok: false, status: response.status, error };
  } catch {
    return { ok: false, status: 0, error: SAVE_FAILED };
  }
}
