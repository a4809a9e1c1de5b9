// Runs once when a server instance starts: a production server with missing or
// bad configuration stops at start-up with one message naming every bad
// variable, rather than listening and failing each request (a thrown error
// here is only logged by Next, and the server keeps running).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NODE_ENV !== "production") return;
  // `next build` may load this too while it prerenders; the build has its own check (next.config.ts).
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { productionConfigProblems, productionConfigMessage } = await import("./lib/production-config");
  const problems = productionConfigProblems(process.env);
  if (problems.length) {
    console.error(productionConfigMessage(problems));
    process.exit(1);
  }
  // The rest of the configuration (optional variables, their formats).
  const { env } = await import("@/lib/env");
  env();
}
