// api group: app
// The session-version check's cache (issue 16, lib/auth/session-version.ts):
// a version read from the database is trusted for SESSION_VERSION_TTL_MS, a
// password change, reset or account deletion made by this instance ends the
// sessions at once, and a change this instance did not make (another
// instance's, played here by writing the database directly) is seen within
// the bound (docs/security.md).
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { sessionCookie } from "@/tests/support/session";
import { OTHER_STRONG_PASSWORD, learner, post, useAccountModules, type AccountModules, type Learner } from "./support/account-helpers";

type Handler = (request: Request) => Promise<Response>;

let account: AccountModules;
useAccountModules((_smtp, modules) => {
  account = modules;
});

// Loaded after useAccountModules' module reset, so they share its lib/auth/session-version.
let versions: typeof import("@/lib/auth/session-version");
let accounts: typeof import("@/lib/auth/accounts");
let resetCode: typeof import("@/lib/auth/reset-code");
let getAllNotes: Handler;
beforeAll(async () => {
  [versions, accounts, resetCode, { POST: getAllNotes }] = await Promise.all([
    import("@/lib/auth/session-version"),
    import("@/lib/auth/accounts"),
    import("@/lib/auth/reset-code"),
    import("@/app/api/v1/notes/getallnotes/route"),
  ]);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The status of a signed-in API call (the notes list) made with `cookie`. */
async function callStatus(cookie: string): Promise<number> {
  return (await post(getAllNotes, "/api/v1/notes/getallnotes", {}, cookie)).status;
}

/** Another instance's password change: the stored version moves, and this instance is not told. */
async function bumpVersionElsewhere(user: Learner): Promise<void> {
  await db().$executeRaw`UPDATE users SET session_version = session_version + 1 WHERE id = ${user.id}`;
}

describe("this instance's own changes end sessions at once", () => {
  it("a password change: the old session is refused on the next call, though its version was just read", async () => {
    const user = await learner(account, { label: "changer" });
    expect(await callStatus(user.cookie)).toBe(200);
    const changed = await post(
      account.password,
      "/api/v1/account/password",
      { currentPassword: user.password, password: OTHER_STRONG_PASSWORD, confirmPassword: OTHER_STRONG_PASSWORD },
      user.cookie,
    );
    expect(changed.status).toBe(200);
    expect(await callStatus(user.cookie)).toBe(401);
    expect(await callStatus(await sessionCookie({ sub: user.id, email: user.email, sv: 1 }))).toBe(200);
  });

  it("a password reset: the old session is refused on the next call", async () => {
    const user = await learner(account, { label: "resetter" });
    expect(await callStatus(user.cookie)).toBe(200);
    const token = await account.store.issueToken({ identifier: resetCode.resetLinkIdentifier(user.email, 0), purpose: "reset", ttlMs: 60_000 });
    expect(await accounts.resetPassword({ email: user.email, token, password: OTHER_STRONG_PASSWORD })).toBe(true);
    expect(await callStatus(user.cookie)).toBe(401);
  });

  it("deleting the account: its session is refused on the next call", async () => {
    const user = await learner(account, { label: "leaver" });
    expect(await callStatus(user.cookie)).toBe(200);
    expect((await post(account.deleteAccount, "/api/v1/account/delete", { password: user.password, email: user.email }, user.cookie)).status).toBe(200);
    expect(await callStatus(user.cookie)).toBe(401);
  });

  it("is one memory per process: a change through another copy of the module (Next loads it once per route bundle) ends the sessions at once", async () => {
    const user = await learner(account, { label: "bundles" });
    expect(await callStatus(user.cookie)).toBe(200);
    vi.resetModules();
    const otherCopy = await import("@/lib/auth/session-version");
    expect(otherCopy.endSessionsAfter).not.toBe(versions.endSessionsAfter);
    await otherCopy.endSessionsAfter(user.id, () => bumpVersionElsewhere(user));
    expect(await callStatus(user.cookie)).toBe(401);
  });

  it("a version read while a change was being made is not remembered", async () => {
    const user = await learner(account, { label: "racer" });
    const store = account.store;
    const read = vi.spyOn(store, "getSessionState");
    // A read that started before the change and answers (the old version) after it.
    let answer!: (state: { version: number; revoked: ReadonlySet<string> }) => void;
    read.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const inFlight = versions.currentSessionState(user.id);
    await versions.endSessionsAfter(user.id, () => store.setPasswordHash(user.id, "a-new-hash-for-the-race"));
    answer({ version: 0, revoked: new Set() });
    expect((await inFlight)?.version).toBe(0);
    // Not kept: the next check reads the store again and sees the new version.
    expect((await versions.currentSessionState(user.id))?.version).toBe(1);
    expect(read).toHaveBeenCalledTimes(2);
  });
});

describe("a change this instance was not told of (another instance's)", () => {
  it("is seen within SESSION_VERSION_TTL_MS, 5 s: until then the old session still works", async () => {
    expect(versions.SESSION_VERSION_TTL_MS).toBe(5_000);
    vi.useFakeTimers({ toFake: ["performance"] });
    const user = await learner(account, { label: "elsewhere" });
    expect(await callStatus(user.cookie)).toBe(200);
    await bumpVersionElsewhere(user);
    // The documented staleness: the version read a moment ago is still trusted…
    expect(await callStatus(user.cookie)).toBe(200);
    vi.advanceTimersByTime(versions.SESSION_VERSION_TTL_MS - 1);
    expect(await callStatus(user.cookie)).toBe(200);
    // …and no longer once it is SESSION_VERSION_TTL_MS old.
    vi.advanceTimersByTime(1);
    expect(await callStatus(user.cookie)).toBe(401);
  });

  it("a session newer than the remembered version (the learner's own cookie, renewed by the instance that changed the password) is accepted at once", async () => {
    vi.useFakeTimers({ toFake: ["performance"] });
    const user = await learner(account, { label: "renewed" });
    expect(await callStatus(user.cookie)).toBe(200);
    await bumpVersionElsewhere(user);
    const renewed = await sessionCookie({ sub: user.id, email: user.email, sv: 1 });
    // No time has passed: the remembered 0 is fresh, but a cookie cannot carry a version the store never had.
    expect(await callStatus(renewed)).toBe(200);
    // The store was read again, so the old session is now refused as well.
    expect(await callStatus(user.cookie)).toBe(401);
  });

  it("the bound counts from before the read, however long the read took", async () => {
    vi.useFakeTimers({ toFake: ["performance"] });
    const user = await learner(account, { label: "slow-read" });
    const store = account.store;
    const real = store.getSessionState.bind(store);
    // The read takes 4 s (of the fake clock): the version is then 4 s old already.
    vi.spyOn(store, "getSessionState").mockImplementationOnce(async (id) => {
      const state = await real(id);
      vi.advanceTimersByTime(4_000);
      return state;
    });
    expect(await callStatus(user.cookie)).toBe(200);
    await bumpVersionElsewhere(user);
    vi.advanceTimersByTime(versions.SESSION_VERSION_TTL_MS - 4_000);
    expect(await callStatus(user.cookie)).toBe(401);
  });

  it("each user's version is their own: another user's read or change does not touch it", async () => {
    vi.useFakeTimers({ toFake: ["performance"] });
    const [ada, bob] = [await learner(account, { label: "ada" }), await learner(account, { label: "bob" })];
    expect(await callStatus(ada.cookie)).toBe(200);
    expect(await callStatus(bob.cookie)).toBe(200);
    await bumpVersionElsewhere(ada);
    await versions.endSessionsAfter(bob.id, () => bumpVersionElsewhere(bob));
    expect(await callStatus(bob.cookie)).toBe(401);
    expect(await callStatus(ada.cookie)).toBe(200);
  });
});
