import "client-only";
// The contact form's call from the browser.
import type { ContactField } from "@/lib/contact/fields";
import { apiPost } from "./api";

/** POST /contact: resolves to the answer's message; throws on an error status, a network failure or an answer without one. */
export async function sendContactMessage(values: Record<ContactField, string>): Promise<string> {
  const answer = await apiPost<unknown>("/contact", values);
  const message = typeof answer === "object" && answer !== null && "message" in answer ? answer.message : undefined;
  if (typeof message !== "string") throw new Error("contact: the answer has no message");
  return message;
}
