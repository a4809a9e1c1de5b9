// Runs once when a server instance starts: a production server with missing or
// bad configuration stops at start-up with one message naming every bad
// variable (lib/start-up-check.ts), rather than listening and failing each request.
export async function register() {
  // `next build` may load this too while it prerenders; the build has its own check (next.config.ts).
  if (process.env.NODE_ENV !== "production" || process.env.NEXT_PHASE === "phase-production-build") return;
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { checkProductionConfigOrExit } = await import("./lib/start-up-check");
    await checkProductionConfigOrExit();
  }
}

/**
 * Next reports here a failure it caught while rendering a page (or in a route
 * handler, a server action, middleware). A database out of reach makes
 * middleware check the database before the next page request, to answer it
 * 503 (lib/http/database-probe.ts).
 */
export async function onRequestError(error: unknown) {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { noteDatabaseFailure } = await import("./lib/http/database-health");
  noteDatabaseFailure(error);
}
