// The progress page's requests to the settings endpoint.
import { postJson, type PostResult } from "@/lib/client/post-json";

export const SETTINGS_URL = "/api/v1/review/settings";
export const SAVE_FAILED = "Could not save. Please try again.";

/** POSTs JSON to a review endpoint; never throws. */
export function postReview<T = Record<string, unknown>>(url: string, body: unknown): Promise<PostResult<T>> {
  return postJson<T>(url, body, SAVE_FAILED);
}
