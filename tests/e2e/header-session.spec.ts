// The header's signed-in state follows the session (issues 14 and 15): local
// storage mirrors it and is corrected when the two disagree, on prerendered
// pages and on pages rendered per request alike, with no flash of the wrong
// buttons and no layout shift. The design: docs/security.md.
import type { APIRequestContext, Page } from "@playwright/test";
import { loggedIn, signedIn } from "./support/flashcards";
import { NEW_STRONG_PASSWORD, RESET_SUBJECT, storedAuthState } from "./support/accounts";
import { isNarrow } from "./support/audit";
import { expect, test } from "./support/fixtures";
import { newLearner, signIn } from "./support/learner";
import { layoutShiftsWithin } from "./support/layout-shift";
import { lastMailSeq, linkIn, waitForMail } from "./support/mailbox";

const PAGES = ["/", "/words/person", "/flashcards"];

function banner(page: Page) {
  return page.getByRole("banner");
}

/** On a narrow screen the account corner is in the slide-in menu: open it to see it. */
async function openMenuIfNarrow(page: Page) {
  if (isNarrow(page)) await page.getByRole("button", { name: "Open menu" }).click();
}

async function expectProfile(page: Page) {
  await openMenuIfNarrow(page);
  await expect(banner(page).getByRole("button", { name: "Profile" })).toBeVisible();
  await expect(banner(page).getByRole("link", { name: "Log In" })).toHaveCount(0);
}

async function expectVisitorButtons(page: Page) {
  await openMenuIfNarrow(page);
  await expect(banner(page).getByRole("link", { name: "Log In" })).toBeVisible();
  await expect(banner(page).getByRole("link", { name: "Sign Up" })).toBeVisible();
  await expect(banner(page).getByRole("button", { name: "Profile" })).toHaveCount(0);
}

/** Records, from before the page's first script, whether the header ever shows `name`. */
async function watchHeaderFor(page: Page, name: string): Promise<() => Promise<boolean>> {
  await page.addInitScript((text) => {
    const seen = () => [...document.querySelectorAll("header a, header button")].some((element) => element.textContent?.trim() === text);
    const flag = () => {
      if (seen()) (window as unknown as { __shown: boolean }).__shown = true;
    };
    new MutationObserver(flag).observe(document, { childList: true, subtree: true, characterData: true });
    document.addEventListener("DOMContentLoaded", flag);
  }, name);
  return () => page.evaluate(() => (window as unknown as { __shown?: boolean }).__shown === true);
}

async function resetPasswordElsewhere(request: APIRequestContext, email: string, baseURL: string) {
  const seen = lastMailSeq(email);
  expect((await request.post("/api/v1/auth/forgot-password", { data: { email } })).status()).toBe(200);
  const link = linkIn(await waitForMail(email, { subject: RESET_SUBJECT, after: seen }), baseURL);
  const token = link.searchParams.get("token")!;
  const reset = await request.post("/api/v1/auth/reset-password", {
    data: { email, token, password: NEW_STRONG_PASSWORD, confirmPassword: NEW_STRONG_PASSWORD },
  });
  expect(reset.status(), await reset.text()).toBe(200);
}

test.describe("the header and the session", () => {
  test("a valid session with cleared storage shows the profile, and storage is refilled", { tag: "@phone" }, async ({ page, baseURL }) => {
    const learner = await newLearner();
    await signIn(page.context(), learner, baseURL!);
    const { id: userId, username: userName, email: userEmail } = learner;
    // Where a login lands: storage is cleared from a page of the site.
    await page.goto("/");
    for (const path of PAGES) {
      await page.evaluate(() => window.localStorage.clear());
      await page.goto(path);
      await expectProfile(page);
      await expect.poll(() => storedAuthState(page)).toMatchObject({ authUserId: userId, userName, userEmail });
    }
  });

  test("an ended session (cookie gone) shows Log In and Sign Up, and storage says null", { tag: "@phone" }, async ({ page, request, baseURL }) => {
    await signedIn(page, request, baseURL!);
    const sessionCookies = (await page.context().cookies()).filter((cookie) => cookie.name.includes("authjs.session-token"));
    expect(sessionCookies.length).toBeGreaterThan(0);
    await page.context().clearCookies({ name: sessionCookies[0]!.name });
    for (const path of PAGES) {
      await page.goto(path);
      await expectVisitorButtons(page);
      await expect.poll(() => storedAuthState(page)).toMatchObject({ authUserId: "null", userName: "null", userEmail: "null" });
    }
  });

  test(
    "a session ended by a password reset on another device shows Log In and Sign Up, and storage says null",
    { tag: "@phone" },
    async ({ page, request, baseURL }) => {
      const learner = await newLearner();
      await signIn(page.context(), learner, baseURL!);
      await resetPasswordElsewhere(request, learner.email, baseURL!);
      for (const path of PAGES) {
        await page.goto(path);
        await expectVisitorButtons(page);
        await expect.poll(() => storedAuthState(page)).toMatchObject({ authUserId: "null", userName: "null", userEmail: "null" });
      }
    },
  );

  test(
    "the hint cookie comes from the server with the session, and a protected page never shows Log In to a browser that kept only the session cookie",
    { tag: "@phone" },
    async ({ page }) => {
      // Through the login page: the cookies under test are the ones the server writes at login.
      const userId = await loggedIn(page);
      const cookies = await page.context().cookies();
      const session = cookies.find(({ name }) => name === "authjs.session-token")!;
      const hint = cookies.find(({ name }) => name === "lexiUser");
      // Written by the server (a cookie written by script is capped at 7 days in Safari), readable by script, as long as the session.
      expect(hint).toMatchObject({ httpOnly: false, sameSite: "Lax" });
      expect(Math.abs(hint!.expires - session.expires)).toBeLessThan(60);
      expect(JSON.parse(decodeURIComponent(hint!.value))).toMatchObject({ id: userId });

      // What a browser that capped script storage keeps after a week away: the session cookie alone.
      await page.evaluate(() => window.localStorage.clear());
      await page.context().clearCookies({ name: "lexiUser" });
      const loginShown = await watchHeaderFor(page, "Log In");
      await page.goto("/review");
      await expect(page).toHaveURL("/review");
      await openMenuIfNarrow(page);
      await expect(banner(page).getByRole("button", { name: "Profile" })).toBeVisible();
      expect(await loginShown()).toBe(false);
      await expect.poll(() => storedAuthState(page)).toMatchObject({ authUserId: userId });
    },
  );

  for (const path of PAGES) {
    test(`${path}: a signed-in user never sees Log In flash, and the header does not shift`, { tag: "@phone" }, async ({ page, request, baseURL }) => {
      await signedIn(page, request, baseURL!);
      const loginShown = await watchHeaderFor(page, "Log In");
      await page.goto(path);
      await expect(banner(page).locator("button", { hasText: "Profile" })).toHaveCount(1);
      expect(await loginShown()).toBe(false);
      // The header's own shifts: the page below it is the business of its own specs.
      expect(await layoutShiftsWithin(page, "header")).toEqual([]);
    });

    test(`${path}: a visitor never sees the profile flash, and the header does not shift`, { tag: "@phone" }, async ({ page }) => {
      const profileShown = await watchHeaderFor(page, "Profile");
      await page.goto(path);
      await openMenuIfNarrow(page);
      await expect(banner(page).getByRole("link", { name: "Log In" })).toBeVisible();
      expect(await profileShown()).toBe(false);
      // The header's own shifts: the page below it is the business of its own specs.
      expect(await layoutShiftsWithin(page, "header")).toEqual([]);
    });
  }
});
