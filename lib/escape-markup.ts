// One escaper for every string Lexi writes as markup itself: the e-mails' HTML
// and the parts of /progress written as one string (components/progress/markup.ts).
// The entities React writes, so a page's markup strings match what
// React would have written for the same elements.

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };

/** Text or an attribute value, safe inside markup. */
export const escapeMarkup = (value: string | number) => String(value).replace(/[&<>"']/g, (character) => ESCAPES[character]!);
