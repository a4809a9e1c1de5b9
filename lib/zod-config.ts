import { z } from "zod";

// Imported first by every request schema (lib/<feature>/schema.ts,
// lib/claimed-user-id.ts), so it runs before any schema is built. In the browser zod would probe `new Function("")` to decide
// whether to compile its object parsers; the page's Content-Security-Policy
// refuses eval, and the refused probe is reported as a CSP violation even
// though zod carries on without it. jitless skips the probe (and eval) there.
// On the server eval is allowed and the compiled parsers are kept.
if (typeof window !== "undefined") z.config({ jitless: true });
