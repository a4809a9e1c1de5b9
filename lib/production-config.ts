// The variables a production server cannot work without, checked all at once
// so a deployer sees every mistake in one message. Plain TypeScript with no
// `server-only` and no path aliases: next.config.ts (build) and
// instrumentation.ts (start-up) both import it.

export const DEV_AUTH_SECRET = "lexi-DEVELOPMENT-ONLY-auth-secret-never-used-in-production";
export const AUTH_SECRET_MIN_LENGTH = 32;
export const CRON_SECRET_MIN_LENGTH = 16;

type Source = Record<string, string | undefined>;

function value(source: Source, name: string): string | undefined {
  const raw = source[name];
  return typeof raw === "string" && raw.trim() !== "" ? raw.trim() : undefined;
}

function urlWithProtocol(raw: string, protocols: string[]): URL | undefined {
  try {
    const url = new URL(raw);
    return protocols.includes(url.protocol) && url.hostname ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * APP_URL, or on Vercel (which sets VERCEL_PROJECT_PRODUCTION_URL, a host
 * name without scheme) `https://` + that host; undefined when neither is set.
 */
export function appUrlFrom(source: Source = process.env): string | undefined {
  const explicit = value(source, "APP_URL");
  if (explicit) return explicit;
  const vercelHost = value(source, "VERCEL_PROJECT_PRODUCTION_URL");
  return vercelHost ? `https://${vercelHost}` : undefined;
}

/** Next's default port, where PORT is unset. */
const DEFAULT_PORT = "3000";

/**
 * The site's base URL: APP_URL (or Vercel's default, appUrlFrom), else the
 * local server at the port it listens on. `next dev` and `next start` set
 * PORT to the port they really took (also when 3000 was busy), so with
 * `PORT=3999 npm run dev` links point at 3999. Production never gets here:
 * it does not start without APP_URL (productionConfigProblems).
 */
export function siteUrlFrom(source: Source = process.env): string {
  const explicit = appUrlFrom(source);
  if (explicit) return explicit;
  const port = value(source, "PORT");
  return `http://localhost:${port && /^\d{1,5}$/.test(port) ? port : DEFAULT_PORT}`;
}

/**
 * One line per missing or invalid production variable (empty when all is
 * well): DATABASE_URL, AUTH_SECRET, APP_URL (may default on Vercel) and
 * EMAIL_SERVER (production never falls back to the file outbox); CRON_SECRET
 * and the VAPID keys only when set (reminders: docs/deploy.md).
 */
export function productionConfigProblems(source: Source = process.env): string[] {
  const problems: string[] = [];

  const databaseUrl = value(source, "DATABASE_URL");
  if (!databaseUrl) problems.push("DATABASE_URL: required in production (postgresql://user:password@host:5432/db)");
  else if (!urlWithProtocol(databaseUrl, ["postgres:", "postgresql:"])) problems.push("DATABASE_URL: must be a postgresql:// URL");

  const secret = value(source, "AUTH_SECRET");
  if (!secret) problems.push("AUTH_SECRET: required in production (e.g. `openssl rand -base64 33`)");
  else if (secret.length < AUTH_SECRET_MIN_LENGTH)
    problems.push(`AUTH_SECRET: must be at least ${AUTH_SECRET_MIN_LENGTH} characters (e.g. \`openssl rand -base64 33\`)`);
  else if (secret === DEV_AUTH_SECRET) problems.push("AUTH_SECRET: the development-only default is public; set a secret of your own");

  const appUrl = appUrlFrom(source);
  if (!appUrl)
    problems.push(
      "APP_URL: required in production (the public base URL, e.g. https://lexi.example.com; on Vercel it defaults to https://$VERCEL_PROJECT_PRODUCTION_URL)",
    );
  else if (!urlWithProtocol(appUrl, ["http:", "https:"])) problems.push("APP_URL: must be an http:// or https:// URL");

  const emailServer = value(source, "EMAIL_SERVER");
  if (!emailServer)
    problems.push(
      "EMAIL_SERVER: required in production (smtp://user:password@host:587 or smtps://…:465); without it no verification or reset e-mail can be sent",
    );
  else if (!urlWithProtocol(emailServer, ["smtp:", "smtps:"])) problems.push("EMAIL_SERVER: must be an smtp:// or smtps:// URL");

  // Optional: unset, the cron route sends no reminders (503). Set, it must not be guessable.
  const cronSecret = value(source, "CRON_SECRET");
  if (cronSecret !== undefined && cronSecret.length < CRON_SECRET_MIN_LENGTH)
    problems.push(`CRON_SECRET: must be at least ${CRON_SECRET_MIN_LENGTH} characters (e.g. \`openssl rand -hex 32\`), or unset to send no reminders`);

  problems.push(...vapidProblems(source));
  return problems;
}

// --- Web push (reminders by push notification) ----------------------------------

export const VAPID_VARIABLES = ["VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY", "VAPID_SUBJECT"] as const;

export interface VapidConfig {
  /** The application server key browsers subscribe with: an uncompressed P-256 point, base64url (87 characters). */
  publicKey: string;
  /** Its private key, base64url (43 characters). */
  privateKey: string;
  /** Who runs the server, for the push services: a mailto: or https: URL. */
  subject: string;
}

const VAPID_KEY_HINT = "(`npx web-push generate-vapid-keys`)";

/**
 * What is wrong with the VAPID variables: nothing when none is set (push
 * reminders off); once any is set, push is on and all three must be valid,
 * so a half-configured deployment fails at start-up rather than at the first push.
 */
export function vapidProblems(source: Source = process.env): string[] {
  const [publicKey, privateKey, subject] = VAPID_VARIABLES.map((name) => value(source, name));
  if (publicKey === undefined && privateKey === undefined && subject === undefined) return [];
  const problems: string[] = [];
  const set = "required once any VAPID variable is set (push reminders)";
  if (!publicKey) problems.push(`VAPID_PUBLIC_KEY: ${set} ${VAPID_KEY_HINT}`);
  else if (!/^B[A-Za-z0-9_-]{86}$/.test(publicKey)) problems.push(`VAPID_PUBLIC_KEY: must be a P-256 public key, 87 base64url characters ${VAPID_KEY_HINT}`);
  if (!privateKey) problems.push(`VAPID_PRIVATE_KEY: ${set} ${VAPID_KEY_HINT}`);
  else if (!/^[A-Za-z0-9_-]{43}$/.test(privateKey)) problems.push(`VAPID_PRIVATE_KEY: must be a P-256 private key, 43 base64url characters ${VAPID_KEY_HINT}`);
  if (!subject) problems.push(`VAPID_SUBJECT: ${set} (mailto:you@example.com or https://your.site)`);
  else if (!/^mailto:\S+@\S+$/.test(subject) && !urlWithProtocol(subject, ["https:"]))
    problems.push("VAPID_SUBJECT: must be a mailto: address or an https:// URL (the push services contact it)");
  return problems;
}

/** The VAPID keys, or null when push reminders are off (none of the variables set). @throws naming each problem when they are set but invalid. */
export function vapidConfigFrom(source: Source = process.env): VapidConfig | null {
  const problems = vapidProblems(source);
  if (problems.length) throw new Error(`Invalid configuration (see .env.example):\n${problems.map((p) => `  ${p}`).join("\n")}`);
  const [publicKey, privateKey, subject] = VAPID_VARIABLES.map((name) => value(source, name));
  return publicKey && privateKey && subject ? { publicKey, privateKey, subject } : null;
}

/** The one message naming every problem. */
export function productionConfigMessage(problems: string[]): string {
  return `Invalid production configuration (see .env.example and the README's deploy section):\n${problems.map((p) => `  ${p}`).join("\n")}`;
}

/** Throws productionConfigMessage() when anything is wrong. */
export function assertProductionConfig(source: Source = process.env): void {
  const problems = productionConfigProblems(source);
  if (problems.length) throw new Error(productionConfigMessage(problems));
}
