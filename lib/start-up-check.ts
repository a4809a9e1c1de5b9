// The production start-up check, Node.js only (instrumentation.ts imports it
// on the Node.js runtime, so the Edge build never sees process.exit).
import { productionConfigMessage, productionConfigProblems } from "./production-config";

/**
 * Stops the process, with one message naming every bad variable, when a
 * required production variable is missing or invalid. Exits rather than
 * throws: Next only logs an error thrown by register() and keeps serving.
 */
export async function checkProductionConfigOrExit(): Promise<void> {
  const problems = productionConfigProblems(process.env);
  if (problems.length) {
    console.error(productionConfigMessage(problems));
    process.exit(1);
  }
  // The rest of the configuration (optional variables, their formats).
  const { env } = await import("./env");
  env();
}
