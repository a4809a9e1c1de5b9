import { AUTH_MESSAGES } from "@/lib/auth/messages";

export type PostResult = { ok: true; data: Record<string, unknown> } | { ok: false; status: number; error: string };

/**
 * POSTs JSON to one of our endpoints. Never throws: a network failure or an
 * answer that is not ours becomes a generic error message.
 */
export async function postJson(url: string, body: unknown): Promise<PostResult> {
  try {
    const response = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    const data: unknown = await response.json().catch(() => null);
    const record = typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};
    if (response.ok) return { ok: true, data: record };
    const error = typeof record.error === "string" ? record.error : AUTH_MESSAGES.somethingWentWrong;
    return { ok: false, status: response.status, error };
  } catch {
    return { ok: false, status: 0, error: AUTH_MESSAGES.somethingWentWrong };
  }
}
