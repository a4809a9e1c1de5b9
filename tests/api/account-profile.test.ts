// api group: app
// The account page's profile changes: display name, password, e-mail address.
import { describe, expect, it, vi } from "vitest";
import type { TestSmtpServer } from "@/scripts/lib/smtp";
import {
  APP_URL,
  OTHER_STRONG_PASSWORD,
  STRONG_PASSWORD,
  get,
  learner,
  post,
  sessionCookieSet,
  uniqueEmail,
  useAccountModules,
  type AccountModules,
} from "./support/account-helpers";

let smtp: TestSmtpServer;
let account: AccountModules;
useAccountModules((server, modules) => {
  smtp = server;
  account = modules;
});

const signedIn = async (cookie: string) => account.getSessionUser(new Request("http://localhost/", { headers: { cookie } }));

describe("POST /api/v1/account/name", () => {
  it("changes the display name in the user store and the 'Register User Data' record; this browser's session carries it", async () => {
    const ada = await learner(account, { label: "ada" });
    const before = await account.store.getRegistration(ada.id);
    const answer = await post(account.name, "/api/v1/account/name", { name: "  Ada King  " }, ada.cookie);
    expect(answer).toMatchObject({ status: 200, body: { message: "Your name is saved.", name: "Ada King" } });
    expect((await account.store.getUserById(ada.id))?.name).toBe("Ada King");
    expect(await account.store.getRegistration(ada.id)).toEqual({ ...before, userName: "Ada King" });
    const renewed = sessionCookieSet(answer.headers);
    expect(renewed).toBeTruthy();
    expect(await signedIn(renewed!)).toMatchObject({ id: ada.id, name: "Ada King" });
  });

  it("refuses a name the sign-up form would refuse, and a visitor", async () => {
    const ada = await learner(account);
    for (const name of ["", "   ", "x".repeat(51), "a\u0007b"]) {
      expect((await post(account.name, "/api/v1/account/name", { name }, ada.cookie)).status, JSON.stringify(name)).toBe(400);
    }
    expect((await post(account.name, "/api/v1/account/name", { name: "Eve" })).status).toBe(401);
    expect((await account.store.getUserById(ada.id))?.name).toBe(ada.name);
  });
});

describe("POST /api/v1/account/password", () => {
  const change = (cookie: string, currentPassword: string, password = OTHER_STRONG_PASSWORD, confirmPassword = password) =>
    post(account.password, "/api/v1/account/password", { currentPassword, password, confirmPassword }, cookie);

  it("needs the current password and a Strong, confirmed new one", async () => {
    const ada = await learner(account);
    expect(await change(ada.cookie, "Wrong1Password!")).toMatchObject({
      status: 400,
      body: { error: "Your current password is not right.", issues: [{ path: "currentPassword" }] },
    });
    expect(await change(ada.cookie, STRONG_PASSWORD, "abcdefg1")).toMatchObject({ status: 400, body: { error: "Password is not Strong enough." } });
    expect(await change(ada.cookie, STRONG_PASSWORD, OTHER_STRONG_PASSWORD, "Zyxwvutsrq9%")).toMatchObject({
      status: 400,
      body: { error: "Password doesn't match" },
    });
    expect(await change(ada.cookie, "")).toMatchObject({ status: 400 });
    const credentials = await account.store.getCredentials(ada.email);
    expect(await account.verifyPassword(credentials!.passwordHash, STRONG_PASSWORD)).toBe(true);
  });

  it("sets the new password and ends every other session, keeping this one", async () => {
    const ada = await learner(account);
    const otherDevice = ada.cookie;
    const answer = await change(ada.cookie, STRONG_PASSWORD);
    expect(answer).toMatchObject({
      status: 200,
      body: { message: "Your password is changed. You are still logged in here; everywhere else you are logged out." },
    });
    const credentials = await account.store.getCredentials(ada.email);
    expect(await account.verifyPassword(credentials!.passwordHash, OTHER_STRONG_PASSWORD)).toBe(true);
    expect(credentials!.sessionVersion).toBe(1);

    expect(await signedIn(otherDevice)).toBeNull();
    const renewed = sessionCookieSet(answer.headers)!;
    expect(await signedIn(renewed)).toMatchObject({ id: ada.id, email: ada.email });
    // The renewed session can change the password again; the ended one cannot.
    expect((await change(otherDevice, OTHER_STRONG_PASSWORD, STRONG_PASSWORD)).status).toBe(401);
    expect((await change(renewed, OTHER_STRONG_PASSWORD, STRONG_PASSWORD)).status).toBe(200);
  });

  it("limits checks of the current password like logins: 429 with Retry-After after ten", async () => {
    const ada = await learner(account);
    for (let attempt = 1; attempt <= 10; attempt += 1) expect((await change(ada.cookie, "Wrong1Password!")).status).toBe(400);
    const limited = await change(ada.cookie, STRONG_PASSWORD);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
  });
});

describe("changing the e-mail address", () => {
  const ask = (cookie: string, email: string, password = STRONG_PASSWORD) => post(account.email, "/api/v1/account/email", { email, password }, cookie);

  /** The link of the newest e-mail-change message to `address`. */
  async function linkTo(address: string): Promise<URL> {
    const mail = await smtp.waitForMessage((message) => message.envelope.to.includes(address) && message.mail.subject === "Confirm your new email for Lexi");
    const link = (mail.mail.text ?? "").match(/https?:\/\/\S+/)![0];
    return new URL(link);
  }

  it("mails a link to the new address (built from APP_URL, single use) that moves the account there", async () => {
    const ada = await learner(account, { label: "ada" });
    const newEmail = uniqueEmail("ada-new");
    expect(await ask(ada.cookie, newEmail.toUpperCase())).toMatchObject({
      status: 200,
      body: { message: `We sent a link to ${newEmail}. Open it to use that address for your account.` },
    });
    // Nothing changes until the link is opened.
    expect((await account.store.getUserById(ada.id))?.email).toBe(ada.email);

    const link = await linkTo(newEmail);
    expect(`${link.origin}${link.pathname}`).toBe(`${APP_URL}/api/v1/account/confirm-email`);
    expect(link.searchParams.get("token")).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const followed = await get(account.confirmEmail, link.toString());
    expect(followed.status).toBe(303);
    expect(followed.headers.get("location")).toBe(`${APP_URL}/account?email=changed`);
    expect((await account.store.getUserById(ada.id))?.email).toBe(newEmail);
    expect((await account.store.getRegistration(ada.id))?.email).toBe(newEmail);
    expect(await account.store.getUserByEmail(ada.email)).toBeNull();
    // The old address is told; the session goes on.
    await smtp.waitForMessage((message) => message.envelope.to.includes(ada.email) && message.mail.subject === "Your Lexi email address was changed");
    expect(await signedIn(ada.cookie)).toMatchObject({ id: ada.id });

    // Single use.
    const again = await get(account.confirmEmail, link.toString());
    expect(again.headers.get("location")).toBe(`${APP_URL}/account?email=invalid`);
  });

  it("the browser signed in as that user gets its session renewed with the new address; another user's session is left alone", async () => {
    const [ada, bob] = [await learner(account), await learner(account)];
    const [adaNew, adaNewer] = [uniqueEmail("ada-renew"), uniqueEmail("ada-renew2")];
    expect((await ask(ada.cookie, adaNew)).status).toBe(200);
    // Followed in the browser that holds the session (http://localhost, as the session cookie was made).
    const onThisHost = (link: URL) => `${link.pathname}${link.search}`;
    const followed = await get(account.confirmEmail, onThisHost(await linkTo(adaNew)), ada.cookie);
    expect(followed.headers.get("location")).toBe(`${APP_URL}/account?email=changed`);
    const renewed = sessionCookieSet(followed.headers);
    expect(renewed).toBeTruthy();
    expect(await signedIn(renewed!)).toMatchObject({ id: ada.id, email: adaNew });

    expect((await ask(renewed!, adaNewer)).status).toBe(200);
    const byBob = await get(account.confirmEmail, onThisHost(await linkTo(adaNewer)), bob.cookie);
    expect(byBob.headers.get("location")).toBe(`${APP_URL}/account?email=changed`);
    expect(sessionCookieSet(byBob.headers)).toBeNull();
  });

  it("refuses a wrong password, the current address and an address with an account", async () => {
    const [ada, bob] = [await learner(account), await learner(account)];
    expect(await ask(ada.cookie, uniqueEmail("x"), "Wrong1Password!")).toMatchObject({ status: 400, body: { error: "Your current password is not right." } });
    expect(await ask(ada.cookie, ada.email)).toMatchObject({ status: 400, body: { error: "That is already your email address." } });
    expect(await ask(ada.cookie, bob.email)).toMatchObject({ status: 409, body: { error: "This email is already in use!" } });
    expect(await ask(ada.cookie, "not-an-address")).toMatchObject({ status: 400 });
  });

  it("a link expires, works only for its user and address, and fails if the address was taken meanwhile", async () => {
    const ada = await learner(account);
    const late = uniqueEmail("late");
    expect((await ask(ada.cookie, late)).status).toBe(200);
    const lateLink = await linkTo(late);
    const forged = new URL(lateLink);
    forged.searchParams.set("email", uniqueEmail("other"));
    expect((await get(account.confirmEmail, forged.toString())).headers.get("location")).toBe(`${APP_URL}/account?email=invalid`);
    const otherUser = new URL(lateLink);
    otherUser.searchParams.set("user", (await learner(account)).id);
    expect((await get(account.confirmEmail, otherUser.toString())).headers.get("location")).toBe(`${APP_URL}/account?email=invalid`);

    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 25 * 60 * 60 * 1000);
      expect((await get(account.confirmEmail, lateLink.toString())).headers.get("location")).toBe(`${APP_URL}/account?email=invalid`);
    } finally {
      vi.useRealTimers();
    }

    const contested = uniqueEmail("contested");
    expect((await ask(ada.cookie, contested)).status).toBe(200);
    const link = await linkTo(contested);
    await account.store.createUser({ name: "Quick", email: contested, passwordHash: "x" });
    expect((await get(account.confirmEmail, link.toString())).headers.get("location")).toBe(`${APP_URL}/account?email=in-use`);
    expect((await account.store.getUserById(ada.id))?.email).toBe(ada.email);
  });
});
