// Whether an error means "this code runs ahead of its database": a table or
// column it needs is missing because a migration was not applied (a deploy
// that skipped them, docs/deploy.md). Answered 503 with SCHEMA_BEHIND, not
// 500: the deployer has one step to take, and the learner can only wait.
import { anyCause } from "./database-unavailable";

export const SCHEMA_BEHIND = "Lexi is being updated and its database is not ready yet. Please try again in a few minutes.";

/** Seconds before retrying: a migration takes minutes, not a restart's seconds. */
export const SCHEMA_BEHIND_RETRY_AFTER_SECONDS = 60;

/** PostgreSQL's undefined_table and undefined_column; Prisma's codes for the same. */
const CODES = new Set(["42P01", "42703", "P2021", "P2022"]);

export function isSchemaBehind(error: unknown): boolean {
  return anyCause(error, (value) => ["code", "originalCode"].some((key) => typeof value[key] === "string" && CODES.has(value[key] as string)));
}
