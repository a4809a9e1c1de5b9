// api group: app
// The e-mailed sign-in link: asking for one (the same answer for any address,
// rate-limited), using it (signs that browser in, once, for 15 minutes), and
// the way in it gives while strangers' wrong passwords refuse a new client.
import { describe, expect, it, vi } from "vitest";
import type { ReceivedMail, TestSmtpServer } from "@/scripts/lib/smtp";
import {
  APP_URL,
  OTHER_STRONG_PASSWORD,
  STRONG_PASSWORD,
  createUser,
  getRequest,
  jsonRequest,
  linkIn,
  mailTo,
  uniqueEmail,
  useAuthWithMail,
  type AuthModules,
} from "./support/auth-helpers";

type Routes = {
  request: (request: Request) => Promise<Response>;
  use: (request: Request) => Promise<Response>;
  authorize: typeof import("@/lib/auth/authorize");
};

let smtp: TestSmtpServer;
let auth: AuthModules;
let routes: Routes;
useAuthWithMail((server, modules) => {
  smtp = server;
  auth = modules;
});

// Addresses of this file's own range: the rate limits live in the database the
// whole run shares, and auth-helpers' uniqueIp() counts from the same start in every file.
let ipCounter = 0;
function uniqueIp(): string {
  ipCounter += 1;
  return `192.0.${Math.floor(ipCounter / 250) + 100}.${(ipCounter % 250) + 1}`;
}

async function loadRoutes(): Promise<Routes> {
  // Loaded after useAuthWithMail's hook, so they share its module instances (and its mail server).
  const [request, use, authorize] = await Promise.all([
    import("@/app/api/v1/auth/login-link/route"),
    import("@/app/api/v1/auth/sign-in-link/route"),
    import("@/lib/auth/authorize"),
  ]);
  return { request: request.POST, use: use.GET, authorize };
}

async function askForLink(email: string, ip = uniqueIp()) {
  routes ??= await loadRoutes();
  const response = await routes.request(jsonRequest("/api/v1/auth/login-link", { email }, { ip }));
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

/** Asks for a link and returns the e-mail it sends. */
async function linkMail(email: string, ip?: string): Promise<ReceivedMail> {
  const before = mailTo(smtp, email).length;
  expect((await askForLink(email, ip)).status).toBe(200);
  await auth.settle();
  return smtp.waitForMessage((message) => message.envelope.to.includes(email) && mailTo(smtp, email).indexOf(message) >= before);
}

/** Follows a link as a browser would (its path and query, on this server). */
async function follow(link: URL, { ip = uniqueIp(), cookie }: { ip?: string; cookie?: string } = {}) {
  routes ??= await loadRoutes();
  const response = await routes.use(getRequest(`http://localhost${link.pathname}${link.search}`, { ip, cookie }));
  const location = response.headers.get("location");
  return { status: response.status, location: location ? new URL(location) : null, cookies: response.headers.getSetCookie() };
}

/** The Cookie header a browser sends after these Set-Cookie headers (values only). */
function cookieHeader(setCookies: string[]): string {
  return setCookies.map((line) => line.split(";")[0]).join("; ");
}

async function signedInUser(cookie: string) {
  return auth.session.getSessionUser(getRequest("http://localhost/api/v1/notes", { cookie }));
}

/** "ok", or the sign-in code authorize() failed with. */
async function login(email: string, password: string, ip: string): Promise<string> {
  routes ??= await loadRoutes();
  const request = new Request("http://localhost/api/auth/callback/credentials", { method: "POST", headers: { "x-forwarded-for": ip } });
  try {
    await routes.authorize.authorizeCredentials({ email, password }, request);
    return "ok";
  } catch (error) {
    if (error instanceof routes.authorize.InvalidCredentialsError || error instanceof routes.authorize.LoginRateLimitedError) return error.code;
    throw error;
  }
}

describe("POST /api/v1/auth/login-link", () => {
  it("gives the same answer for an unknown address as for a known one, and mails only the known one", async () => {
    const user = await createUser(auth);
    const unknown = uniqueEmail("unknown");

    const forUnknown = await askForLink(unknown);
    const forKnown = await askForLink(user.email);
    await auth.settle();

    expect(forUnknown.status).toBe(200);
    expect(forUnknown.body).toEqual({ message: "If this address has an account, we have sent a sign-in link to it. It works once, for 15 minutes." });
    expect(forKnown.status).toBe(forUnknown.status);
    expect(forKnown.body).toEqual(forUnknown.body);
    expect([...forKnown.headers.keys()].sort()).toEqual([...forUnknown.headers.keys()].sort());

    await smtp.waitForMessage((message) => message.envelope.to.includes(user.email.toLowerCase()));
    expect(mailTo(smtp, user.email)).toHaveLength(1);
    expect(mailTo(smtp, unknown)).toEqual([]);
  });

  it("sends a link built from APP_URL that says it works once for 15 minutes", async () => {
    const user = await createUser(auth, { name: "Ada" });
    const mail = await linkMail(user.email);
    expect(mail.mail.subject).toBe("Your Lexi sign-in link");
    expect(mail.mail.text).toContain("Hello Ada,");
    expect(mail.mail.text).toContain("The link works once and expires in 15 minutes.");
    const link = linkIn(mail);
    expect(link.origin).toBe(APP_URL);
    expect(link.pathname).toBe("/api/v1/auth/sign-in-link");
    expect(link.searchParams.get("token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("rejects a malformed address with 400 and limits requests per address, whether or not it has an account (429 with Retry-After)", async () => {
    expect((await askForLink("not-an-address")).status).toBe(400);
    for (const email of [(await createUser(auth)).email, uniqueEmail("nobody")]) {
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await askForLink(email)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    }
    // Per client too: ten requests an hour, whatever the addresses.
    const client = uniqueIp();
    const spray = [];
    for (let i = 0; i < 10; i += 1) spray.push((await askForLink(uniqueEmail("spray"), client)).status);
    expect(spray.every((status) => status === 200)).toBe(true);
    const refused = await askForLink(uniqueEmail("spray"), client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    await auth.settle();
  });
});

describe("GET /api/v1/auth/sign-in-link", () => {
  it("signs the browser in once and lands on the remembered page; a second use lands on /login with a message", async () => {
    const user = await createUser(auth, { name: "Lin" });
    const link = linkIn(await linkMail(user.email));

    const first = await follow(link, { cookie: "returnPath=%2Freview" });
    expect(first.status).toBe(303);
    expect(first.location?.toString()).toBe(`${APP_URL}/review`);
    const cookie = cookieHeader(first.cookies.filter((line) => line.startsWith("authjs.session-token=")));
    expect(cookie).not.toBe("");
    expect(first.cookies.find((line) => line.startsWith("authjs.session-token="))).toMatch(/HttpOnly; SameSite=Lax/);
    expect(first.cookies.some((line) => line.startsWith("returnPath=;"))).toBe(true);
    expect(await signedInUser(cookie)).toEqual({ id: user.id, name: "Lin", email: user.email });

    const second = await follow(link);
    expect(second.status).toBe(303);
    expect(second.location?.pathname).toBe("/login");
    expect(second.location?.searchParams.get("link")).toBe("invalid");
    expect(second.location?.searchParams.get("email")).toBe(user.email);
    expect(second.cookies.some((line) => line.startsWith("authjs.session-token="))).toBe(false);
  });

  it("lands on / without a remembered page, and sets the __Secure- cookie over HTTPS", async () => {
    const user = await createUser(auth);
    const link = linkIn(await linkMail(user.email));
    routes ??= await loadRoutes();
    const response = await routes.use(
      new Request(`http://localhost${link.pathname}${link.search}`, { headers: { "x-forwarded-for": uniqueIp(), "x-forwarded-proto": "https" } }),
    );
    expect(new URL(response.headers.get("location")!).toString()).toBe(`${APP_URL}/`);
    const session = response.headers.getSetCookie().find((line) => line.startsWith("__Secure-authjs.session-token="));
    expect(session).toMatch(/; Secure$/);
    const cookie = cookieHeader([session!]);
    const request = new Request("https://lexi.example.org/api/v1/notes", { headers: { cookie } });
    expect(await auth.session.getSessionUser(request)).toMatchObject({ id: user.id });
  });

  it("refuses an expired link, a forged token, another address's link and a link from before a password reset", async () => {
    const user = await createUser(auth);
    const other = await createUser(auth);

    const expired = linkIn(await linkMail(user.email));
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 16 * 60 * 1000);
    expect((await follow(expired)).location?.searchParams.get("link")).toBe("invalid");
    vi.useRealTimers();

    const live = linkIn(await linkMail(user.email));
    const forged = new URL(live);
    forged.searchParams.set("token", "A".repeat(43));
    expect((await follow(forged)).location?.searchParams.get("link")).toBe("invalid");
    const swapped = new URL(live);
    swapped.searchParams.set("email", other.email);
    expect((await follow(swapped)).location?.searchParams.get("link")).toBe("invalid");
    expect((await follow(new URL("/api/v1/auth/sign-in-link", APP_URL))).location?.searchParams.get("link")).toBe("invalid");

    // A password change ends every session and voids the links sent before it.
    const { endSessionsAfter } = await import("@/lib/auth/session-version");
    await endSessionsAfter(user.id, () => auth.store.setPasswordHash(user.id, "x"));
    const afterReset = await follow(live);
    expect(afterReset.location?.searchParams.get("link")).toBe("invalid");
    expect(afterReset.cookies.some((line) => line.startsWith("authjs.session-token="))).toBe(false);
  });

  it("verifies an address that was not verified yet: the link came through its mailbox", async () => {
    const user = await createUser(auth, { verified: false });
    const used = await follow(linkIn(await linkMail(user.email)));
    expect(used.location?.pathname).toBe("/");
    expect((await auth.store.getUserByEmail(user.email))?.emailVerified).toBeTruthy();
  });
});

describe("a way in during an attack", () => {
  it("strangers' wrong passwords refuse the owner's right password on a new phone, saying why; the e-mailed link still signs in", async () => {
    const owner = await createUser(auth);
    for (let i = 0; i < 10; i += 1) expect(await login(owner.email, OTHER_STRONG_PASSWORD, uniqueIp())).toBe("invalid_credentials");

    const phone = uniqueIp();
    const refused = await login(owner.email, STRONG_PASSWORD, phone);
    expect(refused).toBe("rate_limited_shared_15");
    const { signinErrorMessage } = await import("@/lib/auth/messages");
    expect(signinErrorMessage(refused)).toContain("many wrong passwords from other devices");
    expect(signinErrorMessage(refused)).toContain("sign-in link");

    // Strangers also spend the account's budget for link e-mails...
    for (let i = 0; i < 3; i += 1) await askForLink(owner.email, uniqueIp());
    await auth.settle();
    // ...so the phone's own request is refused now, but every link they sent works for the owner, who reads the mail.
    expect((await askForLink(owner.email, phone)).status).toBe(429);
    await smtp.waitForMessage(() => mailTo(smtp, owner.email).length >= 3);
    const links = mailTo(smtp, owner.email).map(linkIn);
    expect(new Set(links.map((link) => link.searchParams.get("token"))).size).toBe(3);

    const used = await follow(links[0]!, { ip: phone });
    expect(used.location?.pathname).toBe("/");
    expect(await signedInUser(cookieHeader(used.cookies))).toMatchObject({ id: owner.id });
    // The phone is now one of the account's own clients: its password logins no longer wait for the strangers.
    expect(await login(owner.email, STRONG_PASSWORD, phone)).toBe("ok");
    // Another stranger is still refused.
    expect(await login(owner.email, STRONG_PASSWORD, uniqueIp())).toBe("rate_limited_shared_15");
  });
});
