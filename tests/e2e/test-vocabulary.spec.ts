// Test Vocabulary (issue 30): the placement test end to end by keyboard, for a
// visitor (the result kept in the browser for sign-up, which /register names)
// and for a learner (saved; a retake starts over). The estimator's figures are
// unit tests (tests/unit/placement-*.test.ts), the API's rules api tests.
import type { Page } from "@playwright/test";
import { QUESTION_COUNT } from "@/lib/placement/estimate";
import { expectNoAxeViolationsInBothSchemes } from "./support/audit";
import { LOGIN_TIMEOUT_MS, STRONG_PASSWORD, VERIFY_SUBJECT, accountToast, submitLogin, uniqueEmail } from "./support/accounts";
import { signedIn } from "./support/flashcards";
import { expect, test } from "./support/fixtures";
import { linkIn, waitForMail } from "./support/mailbox";

const PENDING_KEY = "lexi:pending";

async function openTest(page: Page) {
  await page.goto("/test_vocabulary");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Test Vocabulary");
  // Hydrated: the Start button has React's handlers.
  await page.waitForFunction(() => {
    const button = document.querySelector('[data-testid="placement-start"]');
    return button !== null && Object.keys(button).some((key) => key.startsWith("__reactProps"));
  });
}

/** Starts by keyboard and answers every question with a key: 1 for the odd ones when `pick`, else 0 ("I don't know"). */
async function takeTestByKeyboard(page: Page, { pick = false }: { pick?: boolean } = {}) {
  await page.getByTestId("placement-start").focus();
  await page.keyboard.press("Enter");
  const question = page.getByTestId("placement-question");
  for (let number = 1; number <= QUESTION_COUNT; number += 1) {
    await expect(question.getByText(`Question ${number} of ${QUESTION_COUNT}`, { exact: true })).toBeVisible();
    // The first option has the focus, and shows it.
    const first = question.getByRole("listitem").first().getByRole("button");
    await expect(first).toBeFocused();
    if (number === 1) {
      await expect(question.getByRole("listitem")).toHaveCount(4);
      await expect(question.getByRole("button", { name: "I don't know", exact: true })).toBeVisible();
      expect(await first.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe("none");
    }
    await page.keyboard.press(pick && number % 2 === 1 ? "1" : "0");
  }
  await expect(page.getByTestId("placement-result")).toBeVisible();
}

test("a visitor takes the whole test by keyboard, is told the estimate and band, and the result waits for sign-up", { tag: "@phone" }, async ({ page }) => {
  test.slow(); // 36 questions, each a round trip.
  await openTest(page);
  await takeTestByKeyboard(page);
  const result = page.getByTestId("placement-result");
  await expect(result.getByRole("heading", { level: 2 })).toHaveText("You know about 0 of Lexi's words.");
  await expect(result.getByRole("heading", { level: 2 })).toBeFocused();
  await expect(result).toContainText("Band 1: words 1–1,000");
  const signUp = result.getByRole("link", { name: "Sign up to keep this result", exact: true });
  await expect(signUp).toHaveAttribute("href", "/register");
  expect(JSON.parse((await page.evaluate((key) => window.localStorage.getItem(key), PENDING_KEY))!)).toMatchObject({ placement: expect.any(String) });
  // Nothing is wider than the screen, at 375 px too.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolationsInBothSchemes(page, "/test_vocabulary, the result");

  await signUp.click();
  await expect(page).toHaveURL("/register");
  await expect(page.getByTestId("pending-notice")).toHaveText(
    "Your test result is waiting in this browser, to be added to your account once you have verified your e-mail and logged in.",
  );
});

test("a visitor's result reaches the account they sign up for, after the first login", async ({ page, baseURL }) => {
  test.slow(); // The test, a sign-up, a mail round trip and a login.
  const email = uniqueEmail("placed");
  await openTest(page);
  await takeTestByKeyboard(page);
  await page.getByRole("link", { name: "Sign up to keep this result", exact: true }).click();
  const main = page.getByRole("main");
  await main.getByLabel("Username").fill("Placed Visitor");
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
  await main.getByLabel("Confirm Password", { exact: true }).fill(STRONG_PASSWORD);
  await main.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/verifyemail/);

  await page.goto(linkIn(await waitForMail(email, { subject: VERIFY_SUBJECT }), baseURL!).toString());
  await expect(page).toHaveURL(/\/login\?verified=1/);
  // The sign-up welcome points to the test.
  await expect(page.getByRole("link", { name: "New to Lexi? Test your vocabulary first, to start at your level.", exact: true })).toHaveAttribute(
    "href",
    "/test_vocabulary",
  );
  await expect(page.getByTestId("pending-notice")).toHaveText("Your test result is waiting in this browser, to be added to your account when you log in.");
  await submitLogin(page, email, STRONG_PASSWORD);
  await expect(accountToast(page, "Login Successfully")).toBeVisible({ timeout: LOGIN_TIMEOUT_MS });
  await expect(accountToast(page, "Saved your test result from before you signed in.")).toBeVisible();
  expect(await page.evaluate((key) => window.localStorage.getItem(key), PENDING_KEY)).toBeNull();
});

test("a learner's result is saved; Take the test again starts over", async ({ page, request, baseURL }) => {
  await signedIn(page, request, baseURL!);
  await openTest(page);
  await takeTestByKeyboard(page, { pick: true });
  const result = page.getByTestId("placement-result");
  await expect(result.getByRole("heading", { level: 2 })).toHaveText(/^You know about [\d,]+ of Lexi's words\.$/);
  await expect(result).toContainText(/Band \d+: words [\d,]+–[\d,]+/);
  await expect(result).toContainText("Your result is saved: new words now start at your band, and the words below it count as known.");
  await expect(result.getByRole("link", { name: "Sign up to keep this result" })).toHaveCount(0);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), PENDING_KEY)).toBeNull();

  await result.getByRole("button", { name: "Take the test again", exact: true }).press("Enter");
  await expect(page.getByTestId("placement-question").getByText(`Question 1 of ${QUESTION_COUNT}`, { exact: true })).toBeVisible();
});

test("linked from /flashcards, below the card", async ({ page }) => {
  await page.goto("/flashcards");
  await page.getByRole("link", { name: "Test your vocabulary", exact: true }).click();
  await expect(page).toHaveURL("/test_vocabulary");
});

test(
  "each question, its four meanings and I don't know are in view whole, below the header, with no scrolling by the learner: at 1366 × 900 and 375 × 812",
  { tag: "@phone" },
  async ({ page }, testInfo) => {
    const viewport = testInfo.project.name === "mobile" ? { width: 375, height: 812 } : { width: 1366, height: 900 };
    await page.setViewportSize(viewport);
    await openTest(page);
    await page.getByTestId("placement-start").focus();
    await page.keyboard.press("Enter");
    const question = page.getByTestId("placement-question");
    const dontKnow = question.getByRole("button", { name: "I don't know", exact: true });
    // The first questions: their words and meanings differ in length, the layout must hold for each.
    for (let number = 1; number <= 8; number += 1) {
      await expect(question.getByText(`Question ${number} of ${QUESTION_COUNT}`, { exact: true })).toBeVisible();
      await expect(question.getByRole("listitem").first().getByRole("button")).toBeFocused();
      const headerBottom = (await page.getByRole("banner").boundingBox())!;
      const box = (await question.boundingBox())!;
      const label = `question ${number}`;
      expect(box.y, `${label}: its top below the header`).toBeGreaterThanOrEqual(headerBottom.y + headerBottom.height - 1);
      expect(box.y + box.height, `${label}: its bottom within the window`).toBeLessThanOrEqual(viewport.height);
      for (const option of await question.getByRole("listitem").all()) await expect(option, label).toBeInViewport({ ratio: 1 });
      await expect(dontKnow, label).toBeInViewport({ ratio: 1 });
      await page.keyboard.press("0");
    }
  },
);
