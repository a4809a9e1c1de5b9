// `npm run db:heavy-learner -- <email> [--cards N] [--logs N]`: gives the
// learner who signed up with that address years of history (a deck on the
// commonest words and a long review log, written with SQL in seconds by
// scripts/lib/heavy-learner.ts), to try a page as the heaviest learner does.
// The database: DIRECT_DATABASE_URL, else DATABASE_URL, else the embedded one
// `npm run dev` is serving.
import { parseArgs } from "node:util";
import pg from "pg";
import { directDatabaseUrl } from "../lib/database-url";
import { DEV_EMBEDDED_PORT, embeddedUrl } from "./lib/embedded-postgres";
import { addHeavyLearnerByEmail, HEAVY_LEARNER_SIZE } from "./lib/heavy-learner";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { cards: { type: "string" }, logs: { type: "string" } },
});
const email = positionals[0];
const size = { ...HEAVY_LEARNER_SIZE, cards: Number(values.cards ?? HEAVY_LEARNER_SIZE.cards), logs: Number(values.logs ?? HEAVY_LEARNER_SIZE.logs) };
if (!email || !Number.isInteger(size.cards) || !Number.isInteger(size.logs) || size.cards < 1 || size.logs < 0) {
  console.error("Usage: npm run db:heavy-learner -- <email of an account> [--cards 20000] [--logs 200000]");
  process.exit(2);
}

const url = directDatabaseUrl(process.env) ?? embeddedUrl(DEV_EMBEDDED_PORT);
const client = new pg.Client({ connectionString: url });
try {
  await client.connect();
} catch (error) {
  console.error(`Cannot reach the database (${(error as Error).message}): start \`npm run dev\` first, or set DATABASE_URL.`);
  process.exit(1);
}
const started = performance.now();
try {
  const outcome = await addHeavyLearnerByEmail(client, email, size);
  if ("refused" in outcome) {
    console.error(outcome.refused);
    process.exitCode = 1;
  } else {
    console.log(`${email}: ${outcome.cards} cards and ${outcome.logs} reviews written in ${Math.round(performance.now() - started)} ms`);
  }
} catch (error) {
  // 42P01: no such table.
  if ((error as { code?: string }).code !== "42P01") throw error;
  console.error("This database has no Lexi tables yet: `npm run dev` (or `npm run db:migrate` and `npm run db:seed`) makes them.");
  process.exitCode = 1;
} finally {
  await client.end();
}
