// Test Vocabulary (issue 30): the placement test end to end by keyboard, for a
// visitor (the result kept in the browser for sign-up, which /register names)
// and for a learner (saved; a retake starts over); from the landing to the
// first graded answer at the learner's level, with the actions counted (issue 46). The estimator's figures are
// unit tests (tests/unit/placement-*.test.ts), the API's rules api tests.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { QUESTION_COUNT } from "@/lib/placement/estimate";
import type { PlacementQuestionStep } from "@/lib/placement/types";
import { expectNoAxeViolationsInBothSchemes } from "./support/audit";
import { LOGIN_TIMEOUT_MS, STRONG_PASSWORD, VERIFY_SUBJECT, accountToast, createAccount, storedAuthState, uniqueEmail } from "./support/accounts";
import { signedIn } from "./support/flashcards";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";
import { LONGEST_MEANING_QUESTION } from "./support/longest-question";
import { linkIn, waitForMail } from "./support/mailbox";

const PENDING_KEY = "lexi:pending";

async function openTest(page: Page) {
  await page.goto("/test_vocabulary");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Test Vocabulary");
  // Hydrated: the Start button has React's handlers.
  await waitForHydration(page, '[data-testid="placement-start"]');
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

/** Every definition the word set gives `word` (each sense's, and its learner's wording): a meaning question's right option is one of them. */
function definitionsOf(word: string): Set<string> {
  definitionsByWord ??= loadDefinitions();
  return definitionsByWord.get(word) ?? new Set();
}

let definitionsByWord: Map<string, Set<string>> | undefined;

function loadDefinitions(): Map<string, Set<string>> {
  const byWord = new Map<string, Set<string>>();
  for (const line of readFileSync(path.join(process.cwd(), "prisma/data/words.jsonl"), "utf8").split("\n")) {
    if (!line) continue;
    const entry = JSON.parse(line) as { word: string; details: { definition: string; learner?: { definition?: string } }[] };
    const set = byWord.get(entry.word) ?? new Set<string>();
    for (const detail of entry.details) {
      set.add(detail.definition);
      if (detail.learner?.definition) set.add(detail.learner.definition);
    }
    byWord.set(entry.word, set);
  }
  return byWord;
}

/** Answers every question right where the word set says which option is right, else "I don't know" (a learner who knows the words). */
async function answerAsAKnowingLearner(page: Page) {
  const question = page.getByTestId("placement-question");
  for (let number = 1; number <= QUESTION_COUNT; number += 1) {
    await expect(question.getByText(`Question ${number} of ${QUESTION_COUNT}`, { exact: true })).toBeVisible();
    const word = (await question.getByRole("heading", { level: 2 }).textContent())!.trim();
    const options = await question.getByRole("listitem").getByRole("button").allTextContents();
    const definitions = definitionsOf(word);
    // A button's text is its key (one digit) and then the option.
    const right = options.findIndex((option) => definitions.has(option.slice(1).trim()));
    await page.keyboard.press(right === -1 ? "0" : String(right + 1));
  }
  await expect(page.getByTestId("placement-result")).toBeVisible();
}

test("from the landing to the first graded answer at the learner's level: test, sign-up, the verification link, in at most 12 actions", async ({
  page,
  baseURL,
}) => {
  test.slow(); // 36 questions, a sign-up and a mail round trip.
  const email = uniqueEmail("placed");
  // Each press, click or field filled is one action; the test's own answers count as one.
  const actions: string[] = [];
  const act = async (name: string, action: () => Promise<unknown>) => {
    actions.push(name);
    await action();
  };

  await page.goto("/");
  const main = page.getByRole("main");
  await act("the landing's first button", () => main.getByRole("link", { name: "Test your vocabulary in 3 minutes", exact: true }).click());
  await expect(page).toHaveURL("/test_vocabulary");
  await waitForHydration(page, '[data-testid="placement-start"]');
  await act("Start the test", () => page.getByTestId("placement-start").click());
  await act("the test's answers", () => answerAsAKnowingLearner(page));
  const result = page.getByTestId("placement-result");
  const bandText = (await result.textContent())!.match(/Band (\d+): words ([\d,]+)–([\d,]+)/);
  expect(bandText, "the result names the band").not.toBeNull();
  const firstWordOfBand = Number(bandText![2]!.replace(/,/g, ""));
  expect(Number(bandText![1]), "a learner who knows the words is placed above the first band").toBeGreaterThan(1);

  await act("Sign up to keep this result", () => result.getByRole("link", { name: "Sign up to keep this result", exact: true }).click());
  await expect(page).toHaveURL("/register");
  await act("Username", () => main.getByLabel("Username").fill("Placed Visitor"));
  await act("Email", () => main.getByLabel("Email").fill(email));
  await act("Password", () => main.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD));
  await act("Confirm Password", () => main.getByLabel("Confirm Password", { exact: true }).fill(STRONG_PASSWORD));
  await act("Sign Up", () => main.getByRole("button", { name: "Sign Up" }).click());
  await expect(page).toHaveURL(/\/verifyemail/);

  // The e-mail's link signs in, the kept result is saved and the first words of the band join the deck: review opens on the first card.
  const link = linkIn(await waitForMail(email, { subject: VERIFY_SUBJECT }), baseURL!);
  await act("the verification link", () => page.goto(link.toString()));
  await expect(page).toHaveURL("/review", { timeout: LOGIN_TIMEOUT_MS });
  await expect(accountToast(page, "Saved your test result from before you signed in.")).toBeVisible();
  expect(await page.evaluate((key) => window.localStorage.getItem(key), PENDING_KEY)).toBeNull();
  const card = page.locator('[aria-roledescription="flashcard"]');
  // The first new word is the band's first (1-based in the result, 0-based on the card).
  expect(Number(await card.getAttribute("data-word-index"))).toBeGreaterThanOrEqual(firstWordOfBand - 1);

  await act("Show answer", () => page.getByRole("button", { name: "Show answer", exact: true }).click());
  await act("a grade", () => page.getByRole("button", { name: /^Good .+, due again in / }).click());
  await expect.poll(async () => ((await (await page.request.get("/api/v1/review/stats")).json()) as { totalReviews: number }).totalReviews).toBe(1);

  console.log(`landing → first graded answer: ${actions.length} actions (${actions.join("; ")})`);
  expect(actions.length).toBeLessThanOrEqual(12);
});

test("signed up first: the verification link signs in and welcomes to the test; its saved result starts the deck at the band in one click", async ({
  page,
  request,
  baseURL,
}) => {
  test.slow(); // 36 questions.
  const { email } = await createAccount(request, baseURL!, { verified: false });
  const link = linkIn(await waitForMail(email, { subject: VERIFY_SUBJECT }), baseURL!);
  await page.goto(link.toString());
  await expect(page).toHaveURL("/test_vocabulary?verified=1");
  await expect(page.getByTestId("verified-welcome")).toHaveText("Your email is verified and you are logged in. Take the test to start at your level.");
  await expect.poll(() => storedAuthState(page)).toMatchObject({ userEmail: email });

  await waitForHydration(page, '[data-testid="placement-start"]');
  await page.getByTestId("placement-start").click();
  await answerAsAKnowingLearner(page);
  const result = page.getByTestId("placement-result");
  await expect(result).toContainText("Your result is saved");
  await result.getByRole("button", { name: "Start with 10 new words", exact: true }).click();
  await expect(page).toHaveURL("/review");
  await expect(page.locator('[aria-roledescription="flashcard"]')).toBeVisible();
  await page.getByRole("button", { name: "Show answer", exact: true }).click();
  await page.getByRole("button", { name: /^Good .+, due again in / }).click();
  await expect.poll(async () => ((await (await page.request.get("/api/v1/review/stats")).json()) as { totalReviews: number }).totalReviews).toBe(1);
});

test("the login page points a newcomer to the test, but not when a result is waiting", async ({ page }) => {
  await page.goto("/login");
  const pointer = page.getByRole("link", { name: "New to Lexi? Test your vocabulary first, to start at your level.", exact: true });
  await expect(pointer).toHaveAttribute("href", "/test_vocabulary");
  // A result's shape (a sealed token, base64url): the page reads no more; nobody is signed in to claim it.
  const sealed = "A".repeat(64);
  await page.evaluate(([key, placement]) => window.localStorage.setItem(key!, JSON.stringify({ marks: [], notes: [], placement })), [PENDING_KEY, sealed]);
  await page.reload();
  await expect(page.getByTestId("pending-notice")).toHaveText("Your test result is waiting in this browser, to be added to your account when you log in.");
  await expect(pointer).toHaveCount(0);
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
    // The first question is the tallest the word set can make (the start's real answer with its question swapped), the next ones as drawn.
    await page.route("**/api/v1/placement/start", async (route) => {
      const response = await route.fetch();
      const step = (await response.json()) as PlacementQuestionStep;
      await route.fulfill({
        response,
        json: { ...step, question: { ...step.question, ...LONGEST_MEANING_QUESTION, options: [...LONGEST_MEANING_QUESTION.options] } },
      });
    });
    await openTest(page);
    await page.getByTestId("placement-start").focus();
    await page.keyboard.press("Enter");
    const question = page.getByTestId("placement-question");
    const dontKnow = question.getByRole("button", { name: "I don't know", exact: true });
    await expect(question.getByRole("heading", { level: 2 })).toHaveText(LONGEST_MEANING_QUESTION.word);
    for (let number = 1; number <= 4; number += 1) {
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
