// Learn with Friends in the browser: a learner creates a challenge and shares
// its link; a second learner and a visitor (each in a browser context of their
// own) play it; everyone sees the same leaderboard, by score then time, their
// own row marked; the visitor signs up and keeps the result; the creator
// closes it. The pages pass axe in both colour schemes.
import { randomInt } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { accountToast, logIn } from "./support/accounts";
import { expectNoAxeViolationsInBothSchemes } from "./support/audit";
import { expect, test } from "./support/fixtures";
import { newLearner, signIn as signInContext } from "./support/learner";

const QUESTIONS = 10;

/** A browser context of its own (its own cookies and client address), as another person's browser. */
async function personOf(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: test.info().project.use.viewport ?? undefined,
    isMobile: test.info().project.use.isMobile,
    hasTouch: test.info().project.use.hasTouch,
    extraHTTPHeaders: { "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
  });
  return context.newPage();
}

/** A learner signed in to `page`'s browser without the login page. */
async function signIn(page: Page, baseURL: string, username: string): Promise<void> {
  await signInContext(page.context(), await newLearner({ username }), baseURL);
}

/** A learner logged in through the login page, where a visitor's kept play is claimed (or not). */
async function logInAs(page: Page, username: string): Promise<void> {
  const { email, password } = await newLearner({ username });
  await logIn(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Plays every question, picking the first option each time; returns the score the page reports (answers sent
 * within a second of their question are not counted, so it may be 0). `join: "dblclick"` presses Play twice at
 * once. The keys come only with the result: its summary lists every question's answer.
 */
async function playAll(page: Page, join: "click" | "dblclick" = "click"): Promise<number> {
  const main = page.getByRole("main");
  await main.getByRole("button", { name: `Play ${QUESTIONS} questions` })[join]();
  for (let index = 0; index < QUESTIONS; index += 1) {
    await expect(main.getByText(`Question ${index + 1} of ${QUESTIONS}`, { exact: true })).toBeVisible();
    await main.locator("ol button").first().click();
    await main.getByRole("button", { name: index === QUESTIONS - 1 ? "See your result" : "Next question" }).click();
  }
  const result = main.getByTestId("challenge-result");
  await expect(result).toHaveText(/^You scored \d+ out of 10 in \d+:\d\d\.$/);
  await expect(main.getByTestId("challenge-keys").locator("li")).toHaveCount(QUESTIONS);
  return Number(/You scored (\d+)/.exec((await result.textContent()) ?? "")![1]);
}

/** The leaderboard's rows as [rank, name, score] and which row is marked as the viewer's. */
async function boardOf(page: Page) {
  const rows = page.getByTestId("leaderboard").locator("tbody tr");
  const cells = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent ?? "")));
  const marked = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute("aria-current") === "true"));
  return cells.map(([rank, name, score], position) => ({ rank: Number(rank), name: name!, score: Number(score!.split("/")[0]), you: marked[position]! }));
}

test("create, share, play as a second learner and as a visitor; one leaderboard; sign-up keeps the visitor's result; close", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // Three browsers, two rounds of ten questions, axe in both schemes and a login: about a minute.
  await signIn(page, baseURL!, "Cara Creator");
  await page.goto("/learn_with_friends");
  const main = page.getByRole("main");
  await main.getByLabel("Questions").selectOption({ label: "Word → meaning" });
  await main.getByLabel("Title (optional)").fill("Team words");
  await main.getByRole("button", { name: "Create challenge" }).click();
  await expect(page).toHaveURL(/\/challenge\/[A-Za-z0-9_-]{32}$/);
  const path = new URL(page.url()).pathname;
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Team words");
  await expect(main.getByText("No one has played yet. Be the first!")).toBeVisible();
  await expect(main.getByLabel("Link to this challenge")).toHaveValue(`${new URL(baseURL!).origin}${path}`);

  // A second learner, in their own browser.
  const bea = await personOf(browser, baseURL!);
  await signIn(bea, baseURL!, "Bea Learner");
  await bea.goto(path);
  const beaScore = await playAll(bea);
  await expect(bea.getByText("Words you missed are in your review deck.")).toBeVisible();

  // A visitor, in a third browser: a nickname, then the same ten questions. Play pressed twice before the
  // first join set the player cookie is still one play (the board below has two rows).
  const visitor = await personOf(browser, baseURL!);
  await visitor.goto(path);
  await visitor.getByLabel("Your nickname").fill("Vi the Visitor");
  const viScore = await playAll(visitor, "dblclick");
  await expect(visitor.getByText("Sign up to keep this result and review the words you missed.", { exact: true })).toBeVisible();

  // One leaderboard for all: by score, the viewer's own row marked.
  const expected = [
    { name: "Bea Learner", score: beaScore },
    { name: "Vi the Visitor", score: viScore },
  ].sort((a, b) => b.score - a.score);
  await visitor.reload();
  const seenByVisitor = await boardOf(visitor);
  expect(seenByVisitor.map(({ score }) => score)).toEqual(expected.map(({ score }) => score));
  expect(new Set(seenByVisitor.map(({ name }) => name.replace(" (you)", "")))).toEqual(new Set(expected.map(({ name }) => name)));
  expect(seenByVisitor.filter((row) => row.you).map((row) => row.name)).toEqual(["Vi the Visitor (you)"]);
  // The creator's page catches up by itself (polling), no one's row marked; the creator is named nowhere.
  await expect(page.getByTestId("leaderboard").locator("tbody tr")).toHaveCount(2, { timeout: 15_000 });
  expect((await boardOf(page)).some((row) => row.you)).toBe(false);
  // The creator may remove any player; no one else sees the button.
  await expect(page.getByRole("button", { name: "Remove Vi the Visitor" })).toBeVisible();
  await expect(visitor.getByRole("button", { name: /^Remove / })).toHaveCount(0);
  await expect(visitor.getByRole("main")).not.toContainText("Cara");
  await bea.reload();
  const seenByBea = await boardOf(bea);
  expect(seenByBea.filter((row) => row.you).map((row) => row.name)).toEqual(["Bea Learner (you)"]);

  await expectNoAxeViolationsInBothSchemes(visitor, "a played challenge");

  // The visitor signs up and logs in in the same browser: the result is claimed at login, without going
  // back to the challenge (the login page says it is waiting); then the challenge page shows it as theirs.
  await visitor.goto("/login");
  await expect(visitor.getByTestId("pending-notice")).toHaveText(
    "Your challenge result is waiting in this browser, to be added to your account when you log in.",
  );
  await logInAs(visitor, "Vi Visitor");
  await expect(accountToast(visitor, "Saved your challenge result from before you signed in.")).toBeVisible();
  await visitor.goto(path);
  await expect(visitor.getByTestId("challenge-result")).toHaveText(new RegExp(`^You scored ${viScore} out of 10`));
  await expect(visitor.getByText("Words you missed are in your review deck.")).toBeVisible();
  // The play is the account's: on the board under the account's name, no longer the visitor's nickname.
  expect((await boardOf(visitor)).filter((row) => row.you).map((row) => row.name)).toEqual(["Vi Visitor (you)"]);

  // The creator closes it: no more players, the leaderboard stays.
  await page.reload();
  await main.getByRole("button", { name: "Close challenge" }).click();
  await expect(main.getByText("This challenge is closed: it takes no more answers.")).toBeVisible();
  const late = await personOf(browser, baseURL!);
  await late.goto(path);
  await expect(late.getByText("This challenge is closed: it takes no more answers.")).toBeVisible();
  await expect(late.getByRole("button", { name: `Play ${QUESTIONS} questions` })).toHaveCount(0);
  await expect(late.getByTestId("leaderboard").locator("tbody tr")).toHaveCount(2);
});

test("on a shared browser, another account signing in does not take a visitor's play the browser did not keep for it", async ({ page, browser, baseURL }) => {
  await signIn(page, baseURL!, "Cy Creator");
  await page.goto("/learn_with_friends");
  await page.getByRole("main").getByRole("button", { name: "Create challenge" }).click();
  await expect(page).toHaveURL(/\/challenge\/[A-Za-z0-9_-]{32}$/);
  const path = new URL(page.url()).pathname;

  // A visitor starts the challenge and leaves it unfinished: nothing is kept for an account.
  const shared = await personOf(browser, baseURL!);
  await shared.goto(path);
  await shared.getByLabel("Your nickname").fill("Pat Visitor");
  await shared.getByRole("button", { name: `Play ${QUESTIONS} questions` }).click();
  await expect(shared.getByText(`Question 1 of ${QUESTIONS}`, { exact: true })).toBeVisible();

  // Someone else signs in on that browser and opens the challenge: no claim is sent, the play stays the visitor's.
  await logInAs(shared, "Sam Other");
  const claims: string[] = [];
  shared.on("request", (request) => {
    if (request.url().includes("/api/v1/challenges/claim")) claims.push(request.url());
  });
  const boardRead = shared.waitForResponse((response) => response.url().includes("/api/v1/challenges/leaderboard"));
  await shared.goto(path);
  await boardRead;
  expect(claims).toEqual([]);
  const board = await boardOf(shared);
  expect(board.map(({ name, you }) => ({ name, you }))).toEqual([{ name: "Pat Visitor", you: false }]);
  await expect(shared.getByRole("button", { name: `Play ${QUESTIONS} questions` })).toBeVisible();
});

test("Learn with Friends: the create form passes axe in both schemes; a visitor is asked to log in", async ({ page }) => {
  await page.goto("/learn_with_friends");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Learn with Friends");
  await expectNoAxeViolationsInBothSchemes(page, "/learn_with_friends");
  await main.getByRole("button", { name: "Create challenge" }).click();
  await expect(main.getByRole("alert")).toHaveText("Log in to create a challenge. Anyone can play one from its link.");
  await expect(main.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login?callbackUrl=%2Flearn_with_friends");
});
