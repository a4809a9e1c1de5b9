// The time each step of `npm test` may take on CI's machine (2 cores), in
// seconds. `npm test` prints each step's time beside its budget and warns of
// a step over it: CI has a hard limit, and a step that grows is found the day
// it grows, not the day CI runs out. docs/contributing.md lists the same
// budgets (tests/tooling/step-budgets.test.ts holds the two together).
export const STEP_BUDGETS = {
  // The build shares the machine with api and unit + tooling (scripts/test.ts): the three budgets are for that.
  build: 450,
  "unit + tooling": 180,
  api: 450,
  "api (database group)": 150,
  deploy: 60,
  "e2e desktop": 750,
  "e2e mobile": 150,
} as const;

export type Step = keyof typeof STEP_BUDGETS;

export function formatSeconds(seconds: number): string {
  const whole = Math.round(seconds);
  return whole < 60 ? `${whole} s` : `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

/** `Times:` and one warning line for each step over its budget. */
export function formatTimes(timings: readonly (readonly [Step, number])[]): string[] {
  const times = timings.map(([step, seconds]) => `${step} ${formatSeconds(seconds)} of ${formatSeconds(STEP_BUDGETS[step])}`);
  const over = timings
    .filter(([step, seconds]) => seconds > STEP_BUDGETS[step])
    .map(([step, seconds]) => `⏱ ${step} took ${formatSeconds(seconds)}, over its budget of ${formatSeconds(STEP_BUDGETS[step])}`);
  return [`Times: ${times.join(", ")}`, ...over];
}
