// The time from a click on Next to the new word painted on /flashcards
// (signed out): the click's time is taken in a capturing listener, the paint
// two animation frames after the card's word index changes. Each click waits
// for the word the screen fetches ahead, as a reader who looks at a card
// before moving on would.
import type { Browser, BrowserContext } from "@playwright/test";

export type InteractionResult = { clicks: number; medianMs: number; p95Ms: number; maxMs: number };

export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

/** Median, p95 and worst of a run of timed interactions. */
function summarize(times: readonly number[]): InteractionResult {
  const sorted = [...times].sort((a, b) => a - b);
  return { clicks: times.length, medianMs: percentile(sorted, 50), p95Ms: percentile(sorted, 95), maxMs: sorted.at(-1)! };
}

export async function measureNextClicks(browser: Browser, baseURL: string, clicks = 50): Promise<InteractionResult> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    const fetchedAhead = () => page.waitForResponse((response) => response.url().endsWith("/api/v1/word/fetchword"), { timeout: 30_000 });
    let ahead = fetchedAhead();
    await page.goto("/flashcards");
    await page.waitForFunction(() => {
      const card = document.querySelector('[aria-roledescription="flashcard"]');
      return card !== null && Object.keys(card).some((key) => key.startsWith("__reactProps"));
    });
    const next = page.getByRole("main").getByRole("button", { name: "Next", exact: true });
    const times: number[] = [];
    for (let click = 0; click < clicks; click += 1) {
      await ahead;
      ahead = fetchedAhead();
      await page.evaluate(() => {
        const state = { start: 0, painted: 0 };
        (window as unknown as { __next: typeof state }).__next = state;
        const card = document.querySelector('[aria-roledescription="flashcard"]')!;
        document.addEventListener("click", () => void (state.start = performance.now()), { capture: true, once: true });
        const observer = new MutationObserver(() => {
          observer.disconnect();
          requestAnimationFrame(() => requestAnimationFrame(() => void (state.painted = performance.now())));
        });
        observer.observe(card, { attributes: true, attributeFilter: ["data-word-index"] });
      });
      await next.click();
      const handle = await page.waitForFunction(() => {
        const state = (window as unknown as { __next: { start: number; painted: number } }).__next;
        return state.painted > 0 ? state.painted - state.start : null;
      });
      times.push((await handle.jsonValue()) as number);
    }
    await ahead.catch(() => undefined);
    return summarize(times);
  } finally {
    await context.close();
  }
}

export type GradeResult = InteractionResult | { missing: string };

/**
 * Grade → next card painted on /review (issue 13), signed in with at least
 * `grades` + 10 cards due: flip (Space), press "Good …", and time from the
 * click to two animation frames after the card shows another word. Like the
 * Next click above, each grade waits for the card to be flipped and its grade
 * buttons shown, as a learner reads the back before grading; the review
 * screen fetches the next card ahead, so the time is the screen's own work.
 * Written against the expected DOM: the card face of /flashcards
 * (aria-roledescription="flashcard", data-word-index), a "Show answer" button
 * or Space to flip, grade buttons named "Again …", "Hard …", "Good …", "Easy …".
 */
export async function measureGradeToPaint(context: BrowserContext, baseURL: string, grades = 50): Promise<GradeResult> {
  const page = await context.newPage();
  try {
    const response = await page.goto(new URL("/review", baseURL).toString());
    if (response?.status() === 404) return { missing: "no /review yet" };
    if (new URL(page.url()).pathname !== "/review") return { missing: `/review redirected to ${new URL(page.url()).pathname}` };
    const cardSelector = '[aria-roledescription="flashcard"]';
    const hydrated = await page
      .waitForFunction(
        (selector) => {
          const card = document.querySelector(selector);
          return card !== null && Object.keys(card).some((key) => key.startsWith("__reactProps"));
        },
        cardSelector,
        { timeout: 30_000 },
      )
      .then(() => true)
      .catch(() => false);
    if (!hydrated) return { missing: "no card on /review (expected the flashcard face)" };
    const main = page.getByRole("main");
    const good = main.getByRole("button", { name: /^Good\b/ });
    const showAnswer = main.getByRole("button", { name: /^Show answer\b/ });
    // The session summary (issue 20) comes up every 20 cards; a learner closes it and goes on.
    const keepGoing = page.getByRole("dialog").getByRole("button", { name: "Keep going" });
    const times: number[] = [];
    for (let grade = 0; grade < grades; grade += 1) {
      if (await keepGoing.isVisible().catch(() => false)) await keepGoing.click();
      if (await showAnswer.isVisible().catch(() => false)) await showAnswer.click();
      else {
        await page.locator(cardSelector).focus();
        await page.keyboard.press("Space");
      }
      await good.waitFor({ state: "visible", timeout: 10_000 });
      await page.evaluate((selector) => {
        const state = { start: 0, painted: 0 };
        (window as unknown as { __grade: typeof state }).__grade = state;
        const before = document.querySelector(selector)?.getAttribute("data-word-index");
        document.addEventListener("click", () => void (state.start = performance.now()), { capture: true, once: true });
        const observer = new MutationObserver(() => {
          const card = document.querySelector(selector);
          const now = card?.getAttribute("data-word-index");
          if (!card || now === null || now === undefined || now === before) return;
          observer.disconnect();
          requestAnimationFrame(() => requestAnimationFrame(() => void (state.painted = performance.now())));
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-word-index"] });
      }, cardSelector);
      await good.click();
      const handle = await page.waitForFunction(
        () => {
          const state = (window as unknown as { __grade: { start: number; painted: number } }).__grade;
          return state.painted > 0 ? state.painted - state.start : null;
        },
        undefined,
        { timeout: 30_000 },
      );
      times.push((await handle.jsonValue()) as number);
    }
    return summarize(times);
  } finally {
    await page.close();
  }
}

export type PracticeResult = { feedback: InteractionResult; next: InteractionResult } | { missing: string };

/**
 * Checked practice on `route` (a round of choice questions, signed in): for
 * `answers` answers, the time from the click on an option to two animation
 * frames after the feedback shows ([data-verdict]), and from the click on
 * Next to two frames after another question shows (article[data-question-id]
 * changes). Each step waits for the screen to settle first (the options
 * enabled, the Next button shown), as a learner reads before answering.
 */
export async function measureAnswerToPaint(context: BrowserContext, baseURL: string, route: string, answers = 50): Promise<PracticeResult> {
  const page = await context.newPage();
  const question = "article[data-question-id]";
  try {
    const response = await page.goto(new URL(route, baseURL).toString());
    if (response?.status() === 404) return { missing: `no ${route} yet` };
    if (new URL(page.url()).pathname !== route) return { missing: `${route} redirected to ${new URL(page.url()).pathname}` };
    const main = page.getByRole("main");
    const firstOption = page.locator(`${question} ol button`).first();
    const nextButton = main.getByRole("button", { name: "Next", exact: true });
    const toSummary = main.getByRole("button", { name: "See your results", exact: true });
    const again = main.getByRole("button", { name: "Practise again" });
    const feedbackTimes: number[] = [];
    const nextTimes: number[] = [];
    // Times a click to two frames after `ready()` first holds in the page.
    const timeClick = async (click: () => Promise<void>, ready: string, before: string | null) => {
      await page.evaluate(
        ([selector, attribute, previous]) => {
          const state = { start: 0, painted: 0 };
          (window as unknown as { __practice: typeof state }).__practice = state;
          document.addEventListener("click", () => void (state.start = performance.now()), { capture: true, once: true });
          // No named functions in here: the bundler would wrap them in a helper the page does not have.
          const observer = new MutationObserver(() => {
            const found = document.querySelector(selector!);
            if (!found || (attribute && found.getAttribute(attribute) === previous)) return;
            observer.disconnect();
            requestAnimationFrame(() => requestAnimationFrame(() => void (state.painted = performance.now())));
          });
          observer.observe(document.body, { subtree: true, childList: true, attributes: true });
        },
        ready === question ? [question, "data-question-id", before] : [ready, null, null],
      );
      await click();
      const handle = await page.waitForFunction(
        () => {
          const state = (window as unknown as { __practice: { start: number; painted: number } }).__practice;
          return state.painted > 0 ? state.painted - state.start : null;
        },
        undefined,
        { timeout: 30_000 },
      );
      return (await handle.jsonValue()) as number;
    };
    while (feedbackTimes.length < answers) {
      if (await again.isVisible().catch(() => false)) await again.click();
      await firstOption.waitFor({ state: "visible", timeout: 30_000 });
      await page.waitForFunction((selector) => {
        const button = document.querySelector<HTMLButtonElement>(selector);
        return button !== null && !button.disabled && Object.keys(button).some((key) => key.startsWith("__reactProps"));
      }, `${question} ol button`);
      feedbackTimes.push(await timeClick(() => firstOption.click(), "[data-verdict]", null));
      if (feedbackTimes.length % 10 === 0) {
        // The round's last answer: its button leads to the summary, not to a question.
        await toSummary.click();
        await again.waitFor({ state: "visible", timeout: 10_000 });
        continue;
      }
      await nextButton.waitFor({ state: "visible", timeout: 10_000 });
      const before = await page.locator(question).getAttribute("data-question-id");
      nextTimes.push(await timeClick(() => nextButton.click(), question, before));
    }
    return { feedback: summarize(feedbackTimes), next: summarize(nextTimes) };
  } finally {
    await page.close();
  }
}
