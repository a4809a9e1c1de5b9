import "client-only";
// The account page's calls to /api/v1/account/* from the browser. Each never
// throws: it answers the result as a value (./post-json.ts), and the form
// shows the answer's message, or this page's own when it has none.
import type { ImportReport } from "@/lib/account/import-summary";
import { ACCOUNT_MESSAGES } from "@/lib/account/messages";
import { postJson, type PostResult } from "./post-json";

const FAILED = ACCOUNT_MESSAGES.somethingWentWrong;

/** POST /account/name. */
export function changeName(name: string): Promise<PostResult<{ name: string }>> {
  return postJson("/account/name", { name }, FAILED);
}

/** POST /account/email: asks to move the account to `email` (a link goes there). */
export function changeEmail(email: string, password: string): Promise<PostResult<{ message: string }>> {
  return postJson("/account/email", { email, password }, FAILED);
}

/** POST /account/password. */
export function changePassword(input: { currentPassword: string; password: string; confirmPassword: string }): Promise<PostResult<{ message: string }>> {
  return postJson("/account/password", input, FAILED);
}

/** POST /account/import: a notes file's text, and whether its words go into review. */
export function importNotes(csv: string, addToReview: boolean): Promise<PostResult<ImportReport>> {
  return postJson("/account/import", { csv, addToReview }, ACCOUNT_MESSAGES.importFailed);
}

/** POST /account/logout-all: ends every session of the account. */
export function logoutEverywhere(): Promise<PostResult> {
  return postJson("/account/logout-all", {}, FAILED);
}

/** POST /account/delete: the password and the account's address, typed again. */
export function deleteAccount(password: string, email: string): Promise<PostResult> {
  return postJson("/account/delete", { password, email }, FAILED);
}
