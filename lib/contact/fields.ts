// The contact form's fields and limits, without zod: the form imports these
// on every load, and /contact is prefetched from every page's header (a
// prerendered page is prefetched with its scripts), so the validation schema
// (lib/contact/schema.ts, zod) loads only when the form is submitted.

/** The message when a field is empty (docs/product.md#contact). */
export const FILL_ALL_FIELDS = "Please fill out all fields.";

export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Maximum lengths in characters; 254 is the longest address SMTP can carry. */
export const CONTACT_LIMITS: Record<ContactField, number> = {
  name: 100,
  email: 254,
  subject: 200,
  message: 5000,
};
