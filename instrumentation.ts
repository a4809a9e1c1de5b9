// Runs once when a server instance starts: a production server with missing or
// bad configuration fails at start-up with a clear message, not on a request.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs" && process.env.NODE_ENV === "production") {
    const { env } = await import("@/lib/env");
    env();
  }
}
