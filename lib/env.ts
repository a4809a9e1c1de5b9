import "server-only";
import { z } from "zod";
import { directDatabaseUrl } from "./database-url";
import { DEV_AUTH_SECRET, appUrlFrom, siteUrlFrom } from "./production-config";

export { DEV_AUTH_SECRET };

// All configuration is read here, once, and validated; nothing else reads
// process.env. Every variable is described in .env.example.

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    // The app's connections: on a host with a pooler, the pooled URL.
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "DATABASE_URL must be a postgresql:// URL" }),
    // Migrations and seeding (session-level advisory lock): the direct URL.
    // Unset: DATABASE_URL (see the end of the schema).
    DIRECT_DATABASE_URL: z.preprocess(
      emptyAsUnset,
      z.url({ protocol: /^postgres(ql)?$/, error: "DIRECT_DATABASE_URL must be a postgresql:// URL" }).optional(),
    ),
    // Neon's Vercel integration names the direct URL so: used when DIRECT_DATABASE_URL is unset.
    DATABASE_URL_UNPOOLED: z.preprocess(
      emptyAsUnset,
      z.url({ protocol: /^postgres(ql)?$/, error: "DATABASE_URL_UNPOOLED must be a postgresql:// URL" }).optional(),
    ),
    // Connections per app instance (lib/db.ts); see databasePoolMaxSchema() below.
    DATABASE_POOL_MAX: databasePoolMaxSchema(),
    // Whether statements sent again go out as named prepared statements (lib/prepared-statements.ts): only where
    // every connection is a session of its own on a real server (docs/deploy.md). Unset: false.
    DATABASE_PREPARED_STATEMENTS: z.preprocess(
      emptyAsUnset,
      z
        .enum(["true", "false"], { error: "DATABASE_PREPARED_STATEMENTS must be true or false" })
        .default("false")
        .transform((value) => value === "true"),
    ),
    // Unset: https://$VERCEL_PROJECT_PRODUCTION_URL on Vercel, else (development)
    // localhost at the port the server listens on (PORT; lib/production-config.ts).
    APP_URL: z.preprocess(() => siteUrlFrom(process.env), z.url()),
    // Outgoing mail (lib/mail). Unset (development and tests only; production
    // refuses to start, lib/production-config.ts): written to .data/mail/ instead.
    EMAIL_SERVER: z.preprocess(emptyAsUnset, z.url({ protocol: /^smtps?$/, error: "EMAIL_SERVER must be an smtp:// or smtps:// URL" }).optional()),
    EMAIL_FROM: z.preprocess(emptyAsUnset, z.string().trim().min(1).default("Lexi <no-reply@localhost>")),
    // Where contact-form messages are forwarded; unset: they are only stored.
    CONTACT_TO: z.preprocess(emptyAsUnset, z.email({ error: "CONTACT_TO must be an e-mail address" }).optional()),
    // User store (lib/users): Firestore when FIREBASE_PROJECT_ID is set together with
    // a service account or an emulator host; PostgreSQL otherwise.
    FIREBASE_PROJECT_ID: z.preprocess(emptyAsUnset, z.string().trim().min(1).optional()),
    FIREBASE_CLIENT_EMAIL: z.preprocess(emptyAsUnset, z.email({ error: "FIREBASE_CLIENT_EMAIL must be an e-mail address" }).optional()),
    // Hosts store the PEM on one line with literal "\n"; the SDK needs real newlines.
    FIREBASE_PRIVATE_KEY: z.preprocess(
      emptyAsUnset,
      z
        .string()
        .transform((key) => key.replace(/\\n/g, "\n"))
        .optional(),
    ),
    FIRESTORE_EMULATOR_HOST: z.preprocess(
      emptyAsUnset,
      z
        .string()
        .regex(/^(\[[0-9a-f:]+\]|[\w.-]+):\d{1,5}$/i, "FIRESTORE_EMULATOR_HOST must be host:port")
        .optional(),
    ),
    // Signs and encrypts the session cookie (next-auth). Required in production;
    // elsewhere DEV_AUTH_SECRET stands in (see authSecret() below).
    AUTH_SECRET: authSecretSchema(),
    // Proxies whose X-Forwarded-For is believed; see trustedProxyHops() below.
    TRUST_PROXY: trustProxySchema(),
  })
  .transform((values) => ({ ...values, DIRECT_DATABASE_URL: directDatabaseUrl(values)! }));

// `NAME=` in a .env file means "not set", not "set to the empty string".
function emptyAsUnset(value: unknown): unknown {
  return typeof value === "string" && value.trim() === "" ? undefined : value;
}

export type Env = z.output<typeof envSchema>;

// --- Database pool -----------------------------------------------------------

// A function, like authSecretSchema(): envSchema above calls it before module-level constants here exist.
function databasePoolMaxSchema() {
  // pg's own default, the size every instance had before the setting existed.
  const DEFAULT_POOL_MAX = 10;
  // On Vercel many instances run at once, each with its own pool, all behind
  // one pooler: a few connections each (docs/reliability.md, "Scale path").
  const VERCEL_POOL_MAX = 5;
  const message = "DATABASE_POOL_MAX must be a whole number from 1 to 1000";
  return z.preprocess(
    (value) => emptyAsUnset(value) ?? (process.env.VERCEL ? VERCEL_POOL_MAX : DEFAULT_POOL_MAX),
    z.coerce.number({ error: message }).int({ error: message }).min(1, { error: message }).max(1000, { error: message }),
  );
}

// --- Accounts ----------------------------------------------------------------

// DEV_AUTH_SECRET (lib/production-config.ts) is the DEVELOPMENT AND TEST ONLY
// session-cookie key used when AUTH_SECRET is unset and NODE_ENV is not
// "production", so `npm run dev` and the tests need no setup. It is public:
// authSecret() refuses it, or any missing secret, in production.

function authSecretSchema() {
  // Inside the function: envSchema above calls it before any module-level constant here exists.
  const AUTH_SECRET_MIN_LENGTH = 32;
  return z.preprocess(
    emptyAsUnset,
    z.string().min(AUTH_SECRET_MIN_LENGTH, `AUTH_SECRET must be at least ${AUTH_SECRET_MIN_LENGTH} characters (e.g. \`openssl rand -base64 33\`)`).optional(),
  );
}

const authEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  AUTH_SECRET: authSecretSchema(),
});

let cachedAuthSecret: string | undefined;

/**
 * The session-cookie secret. Reads only NODE_ENV and AUTH_SECRET, unlike env(),
 * so middleware (Edge runtime, no database) can call it too. Called per
 * request, never at import, so `next build` needs no secret.
 * @throws in production when AUTH_SECRET is missing or too short.
 */
export function authSecret(): string {
  if (cachedAuthSecret) return cachedAuthSecret;
  const parsed = authEnvSchema.safeParse({ NODE_ENV: process.env.NODE_ENV, AUTH_SECRET: process.env.AUTH_SECRET });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration (see .env.example):\n${problems.join("\n")}`);
  }
  const { NODE_ENV, AUTH_SECRET } = parsed.data;
  if (AUTH_SECRET) return (cachedAuthSecret = AUTH_SECRET);
  if (NODE_ENV === "production") {
    throw new Error("Invalid configuration (see .env.example):\n  AUTH_SECRET: required in production (e.g. `openssl rand -base64 33`)");
  }
  return (cachedAuthSecret = DEV_AUTH_SECRET);
}

// --- Client addresses --------------------------------------------------------

// A function, like authSecretSchema(): envSchema above calls it before module-level constants here exist.
function trustProxySchema() {
  return z.preprocess(
    emptyAsUnset,
    z
      .union([z.enum(["true", "false"]), z.string().regex(/^\d{1,2}$/)], {
        error: "TRUST_PROXY must be true, false or a number of proxies (0-99)",
      })
      .optional(),
  );
}

let cachedHops: number | undefined;

/**
 * How many proxies in front of the app append to X-Forwarded-For and are
 * believed (lib/rate-limit/client-ip.ts): TRUST_PROXY (true = 1, false = 0, or
 * a number); unset, 1 on Vercel (VERCEL is set there, and Vercel overwrites
 * the header with the client's address) and 0 elsewhere. Reads only these two
 * variables, so it works wherever clientIp() runs.
 * @throws when TRUST_PROXY is malformed.
 */
export function trustedProxyHops(): number {
  if (cachedHops !== undefined) return cachedHops;
  const parsed = trustProxySchema().safeParse(process.env.TRUST_PROXY);
  if (!parsed.success) throw new Error(`Invalid configuration (see .env.example):\n  TRUST_PROXY: ${parsed.error.issues[0]?.message}`);
  const value = parsed.data;
  if (value === undefined) return (cachedHops = process.env.VERCEL ? 1 : 0);
  return (cachedHops = value === "true" ? 1 : value === "false" ? 0 : Number(value));
}

/** The origin of APP_URL (or its Vercel default; for the cross-site check in middleware), or undefined if unset. Edge-safe. */
export function appOrigin(): string | undefined {
  const url = appUrlFrom(process.env);
  if (typeof url !== "string") return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Where this deployment can fetch one of its own pages (the error screen a
 * 503 carries, lib/http/unavailable-page.ts): on Vercel the deployment's own
 * address (VERCEL_URL, so a preview fetches its own build), elsewhere APP_URL.
 * Never the request's Host header, which the client chooses.
 */
export function ownOrigin(): string {
  const vercelHost = process.env.VERCEL_URL;
  return vercelHost ? `https://${vercelHost}` : new URL(env().APP_URL).origin;
}

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
