// `npm run db:seed`: load the word set into the database at
// DIRECT_DATABASE_URL (else DATABASE_URL): one long session, not a pooler's.
import { directDatabaseUrl } from "../lib/database-url";
import { seedWords } from "./lib/seed-words";

const url = directDatabaseUrl(process.env);
if (!url) {
  console.error("DATABASE_URL is not set. `npm run dev` seeds the embedded database by itself.");
  process.exit(1);
}
const started = performance.now();
const result = await seedWords(url);
console.log(
  `Seeded ${result.words} words (${result.written} written, ${result.removed} removed; learners' rows of ${result.moved} moved words carried over, of ${result.left} words gone removed) in ${Math.round(performance.now() - started)} ms`,
);
