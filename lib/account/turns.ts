// Long work on one request (an import of 5 MB) must not hold the instance:
// it gives other requests a turn of the event loop every few milliseconds.

/** The longest stretch of work between turns of the event loop. */
const TURN_BUDGET_MS = 10;

/** Lets other requests run. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * A check to call between small steps of a long loop: it yields to the event
 * loop once TURN_BUDGET_MS have passed since the last turn, and costs a clock
 * read otherwise. A count of rows would not do: rows differ in length, and a
 * loaded machine takes longer for the same rows.
 */
export function turnTaker(): () => Promise<void> {
  let turnStarted = performance.now();
  return async () => {
    if (performance.now() - turnStarted < TURN_BUDGET_MS) return;
    await yieldToEventLoop();
    turnStarted = performance.now();
  };
}
