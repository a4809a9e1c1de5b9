// Logout from the profile dropdown (wide layout) and from the slide-in menu
// (below 1150px): the session ends, the app's local and session storage are cleared, the
// browser goes home and the account toast says 'logout successfully'; this
// browser's push subscription for reminders ends.
import type { Page } from "@playwright/test";
import { STRONG_PASSWORD, accountToast, createAccount, logIn, sessionOf, storedAuthState } from "./support/accounts";
import { expect, test } from "./support/fixtures";

function isNarrow(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 1150;
}

test("logout ends the session, clears local storage, goes home and says 'logout successfully'", { tag: "@phone" }, async ({ page, request, baseURL }) => {
  const { email } = await createAccount(request, baseURL!, { username: "Ada Lovelace" });
  await logIn(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL("/");
  // Something else the app keeps, to see that all of it goes.
  await page.evaluate(() => window.localStorage.setItem("currentCategoryWordIndex", "7"));
  // And in session storage (the session summary's tally, a reset address), which logout clears too (spec section 4).
  await page.evaluate(() => window.sessionStorage.setItem("lexi-test-session-item", "kept until logout"));
  // The cookie mirrors the server reads: the flashcard positions and a remembered return path.
  await page.context().addCookies([
    { name: "flashCardPositions", value: "unseen.12", url: baseURL! },
    { name: "returnPath", value: encodeURIComponent("/mynotes"), url: baseURL! },
  ]);
  // This browser's push subscription for reminders, as a push service would have made it (none can be made offline, and the worker is blocked here).
  let pushUnsubscribed = 0;
  await page.exposeFunction("lexiTestPushUnsubscribed", () => void (pushUnsubscribed += 1));
  await page.addInitScript(() => {
    const subscription = {
      unsubscribe: () => (window as unknown as { lexiTestPushUnsubscribed: () => Promise<void> }).lexiTestPushUnsubscribed().then(() => true),
    };
    Object.defineProperty(navigator.serviceWorker, "getRegistration", { value: async () => ({ pushManager: { getSubscription: async () => subscription } }) });
  });
  await page.goto("/about");

  if (isNarrow(page)) await page.getByRole("button", { name: "Open menu" }).click();
  const banner = page.getByRole("banner");
  await banner.getByRole("button", { name: "Profile", exact: true }).click();
  await expect(banner.getByText("Ada Lovelace", { exact: true })).toBeVisible();
  expect(pushUnsubscribed).toBe(0);
  await banner.getByRole("button", { name: isNarrow(page) ? "Log Out" : "Logout", exact: true }).click();

  await expect(accountToast(page, "logout successfully")).toBeVisible();
  await expect(page).toHaveURL("/");
  expect(await storedAuthState(page)).toEqual({ authUserId: "null", userName: "null", userEmail: "null", flashCardCategory: null });
  expect(await page.evaluate(() => window.localStorage.getItem("currentCategoryWordIndex"))).toBeNull();
  expect(await page.evaluate(() => window.sessionStorage.getItem("lexi-test-session-item"))).toBeNull();
  expect(await sessionOf(page.request)).toBeNull();
  const cookieNames = (await page.context().cookies()).map(({ name }) => name);
  expect(cookieNames).not.toContain("flashCardPositions");
  expect(cookieNames).not.toContain("returnPath");
  // Nobody using this browser next gets the learner's push reminders.
  expect(pushUnsubscribed).toBe(1);

  if (isNarrow(page)) await page.getByRole("button", { name: "Open menu" }).click();
  await expect(banner.getByRole("link", { name: "Log In", exact: true })).toBeVisible();

  // Protected pages are closed again, guest-only pages open.
  await page.goto("/mynotes");
  await expect(page).toHaveURL("/login?callbackUrl=%2Fmynotes");
});

test("a session cookie saved before logout opens no page and no endpoint afterwards", { tag: "@phone" }, async ({ page, browser, request, baseURL }) => {
  const { email } = await createAccount(request, baseURL!, { username: "Replay" });
  await logIn(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL("/");
  const saved = await page.context().cookies();
  expect(saved.some(({ name }) => name === "authjs.session-token")).toBe(true);

  if (isNarrow(page)) await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("banner").getByRole("button", { name: "Profile", exact: true }).click();
  await page
    .getByRole("banner")
    .getByRole("button", { name: isNarrow(page) ? "Log Out" : "Logout", exact: true })
    .click();
  await expect(accountToast(page, "logout successfully")).toBeVisible();

  // Someone who copied the cookies before the logout.
  const replay = await browser.newContext({ baseURL });
  await replay.addCookies(saved);
  const replayed = await replay.newPage();
  await replayed.goto("/mynotes");
  await expect(replayed).toHaveURL("/login?callbackUrl=%2Fmynotes");
  await replay.clearCookies();
  await replay.addCookies(saved);
  expect((await replay.request.post("/api/v1/notes/getallnotes", { data: {} })).status()).toBe(401);
  expect(await sessionOf(replay.request)).toBeNull();
  await replay.close();
});
