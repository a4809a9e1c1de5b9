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
