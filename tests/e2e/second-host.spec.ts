// The site opened at another host name than APP_URL's: the e2e server's
// APP_URL says 127.0.0.1, and this browser uses localhost (as a developer
// opening the "Network" address of `npm run dev`, or a second production
// host name, would). Every POST of the flow must pass the origin check
// (lib/http/csrf.ts), which before took only APP_URL and Next's own listen
// address, and refused them all with 403.
import { LOGIN_TIMEOUT_MS, STRONG_PASSWORD, accountToast, submitLogin } from "./support/accounts";
import { button, card, heart, hydrated } from "./support/flashcards";
import { expect, test } from "./support/fixtures";
import { newLearner } from "./support/learner";

test("log in, flip and favourite at localhost while APP_URL names 127.0.0.1", async ({ page, baseURL }) => {
  const other = new URL(baseURL!);
  expect(other.hostname).toBe("127.0.0.1");
  other.hostname = "localhost";
  // The login page is used: its POST is one that must pass the origin check.
  const { email } = await newLearner();

  await page.goto(new URL("/login", other).toString());
  await submitLogin(page, email, STRONG_PASSWORD);
  await expect(accountToast(page, "Login Successfully")).toBeVisible({ timeout: LOGIN_TIMEOUT_MS });
  await expect(page).not.toHaveURL(/\/login/);

  const fetched = page.waitForResponse((response) => response.url().endsWith("/api/v1/word/fetchword"));
  await page.goto(new URL("/flashcards", other).toString());
  await hydrated(page);
  expect((await fetched).status()).toBe(200);

  const seen = page.waitForResponse((response) => response.url().endsWith("/api/v1/seen/add"));
  await button(page, "Show meaning").click();
  await expect(card(page)).toHaveAttribute("data-side", "back");
  const seenAnswer = await seen;
  expect((await seenAnswer.request().allHeaders()).origin).toBe(other.origin);
  expect(seenAnswer.status()).toBe(200);

  const favourite = page.waitForResponse((response) => response.url().endsWith("/api/v1/favourite/add"));
  await heart(page).click();
  expect((await favourite).status()).toBe(200);
  await expect(heart(page)).toHaveAttribute("aria-pressed", "true");
});
