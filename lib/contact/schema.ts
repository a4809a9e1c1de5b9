import "@/lib/zod-config";
import { z } from "zod";

// The body of POST /api/v1/contact, shared by the route handler and the form
// (which uses it to check for empty fields before calling the server).

import { CONTACT_LIMITS, FILL_ALL_FIELDS, type ContactField } from "@/lib/contact/fields";

const LABELS: Record<ContactField, string> = {
  name: "Name",
  email: "Email",
  subject: "Subject",
  message: "Message",
};

// A missing field reads the same as an empty one; any other type is a client bug.
function requiredText(field: ContactField) {
  return (
    z
      .string({ error: (issue) => (issue.input === undefined || issue.input === null ? FILL_ALL_FIELDS : `${LABELS[field]} must be text.`) })
      .trim()
      // abort: an empty or oversize value gets one issue, not also "invalid e-mail".
      .min(1, { error: FILL_ALL_FIELDS, abort: true })
      .max(CONTACT_LIMITS[field], { error: `${LABELS[field]} must be at most ${CONTACT_LIMITS[field]} characters.`, abort: true })
  );
}

export const contactSchema = z.object(
  {
    name: requiredText("name"),
    email: requiredText("email").pipe(z.email({ error: "Please enter a valid e-mail address." })),
    subject: requiredText("subject"),
    message: requiredText("message"),
  },
  { error: "Expected a JSON object with name, email, subject and message." },
);

export type ContactInput = z.infer<typeof contactSchema>;

/**
 * What the form shows instead of sending, or undefined when the input is valid.
 * An empty field wins over any other problem, as its message covers it.
 */
export function contactInputProblem(input: unknown): string | undefined {
  const result = contactSchema.safeParse(input);
  if (result.success) return undefined;
  const messages = result.error.issues.map((issue) => issue.message);
  return messages.includes(FILL_ALL_FIELDS) ? FILL_ALL_FIELDS : messages[0];
}
