import "client-only";
// The forms' way to POST (the account and sign-up forms, the progress page's
// settings): apiPost (./api.ts), with its error as a value the form shows
// instead of thrown. Small on purpose: no validation library reaches the
// browser through it.
import { ApiError, apiErrorMessage, apiPost } from "./api";

export type PostResult<T = Record<string, unknown>> = { ok: true; data: T } | { ok: false; status: number; error: string };

/** POSTs `body` to `/api/v1` + `path`. Never throws: the answer's `error` text when it has one, else `fallbackError` (a network failure is status 0). */
export async function postJson<T = Record<string, unknown>>(path: string, body: unknown, fallbackError: string): Promise<PostResult<T>> {
  try {
    return { ok: true, data: await apiPost<T>(path, body) };
  } catch (error) {
    return { ok: false, status: error instanceof ApiError ? error.status : 0, error: apiErrorMessage(error) ?? fallbackError };
  }
}
