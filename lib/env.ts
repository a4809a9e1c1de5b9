import "server-only";
import { z } from "zod";

// All configuration is read here, once, and validated; nothing else reads
// process.env. Every variable is described in .env.example.
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "DATABASE_URL must be a postgresql:// URL" }),
  APP_URL: z.url().default("http://localhost:3000"),
  // Outgoing mail (lib/mail). Unset: messages are written to .data/mail/ instead.
  EMAIL_SERVER: z.preprocess(
    emptyAsUnset,
    z.url({ protocol: /^smtps?$/, error: "EMAIL_SERVER must be an smtp:// or smtps:// URL" }).optional(),
  ),
  EMAIL_FROM: z.preprocess(emptyAsUnset, z.string().trim().min(1).default("Lexi <no-reply@localhost>")),
  // Where contact-form messages are forwarded; unset: they are only stored.
  CONTACT_TO: z.preprocess(emptyAsUnset, z.email({ error: "CONTACT_TO must be an e-mail address" }).optional()),
  // User store (lib/users): Firestore when FIREBASE_PROJECT_ID is set together with
  // a service account or an emulator host; PostgreSQL otherwise.
  FIREBASE_PROJECT_ID: z.preprocess(emptyAsUnset, z.string().trim().min(1).optional()),
  FIREBASE_CLIENT_EMAIL: z.preprocess(emptyAsUnset, z.email({ error: "FIREBASE_CLIENT_EMAIL must be an e-mail address" }).optional()),
  // Hosts store the PEM on one line with literal "\n"; the SDK needs real newlines.
  FIREBASE_PRIVATE_KEY: z.preprocess(emptyAsUnset, z.string().transform((key) => key.replace(/\\n/g, "\n")).optional()),
  FIRESTORE_EMULATOR_HOST: z.preprocess(
    emptyAsUnset,
    z.string().regex(/^(\[[0-9a-f:]+\]|[\w.-]+):\d{1,5}$/i, "FIRESTORE_EMULATOR_HOST must be host:port").optional(),
  ),
});

// `NAME=` in a .env file means "not set", not "set to the empty string".
function emptyAsUnset(value: unknown): unknown {
  return typeof value === "string" && value.trim() === "" ? undefined : value;
}

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/** The validated configuration; throws a readable error naming each bad variable. */
export function env(): Env {
  if (!cached) {
    const parsed = envSchema.safeParse(process.env);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
      throw new Error(`Invalid configuration (see .env.example):\n${problems.join("\n")}`);
    }
    cached = parsed.data;
  }
  return cached;
}
