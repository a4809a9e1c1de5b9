// `npm run db:seed`: load the word set into the database at DATABASE_URL.
import { seedWords } from "./lib/seed-words";

const url = process.env.DATABASE_URL;
if (!url) {
  console.error("DATABASE_URL is not set. `npm run dev` seeds the embedded database by itself.");
  process.exit(1);
}
const started = performance.now();
const result = await seedWords(url);
console.log(`Seeded ${result.words} words (${result.written} written, ${result.removed} removed) in ${Math.round(performance.now() - started)} ms`);
