// The statements a call sends, with the values it binds, for a statements
// floor (./floor-app.ts): run in a child process of its own with the
// react-server condition (the app's server modules refuse to load anywhere
// else), it makes the call's own reads through the app's code against
// DATABASE_URL for the learner in argv and prints them as JSON.
//   node --conditions=react-server --import tsx scripts/bench/call-statements.ts <userId>
import pg from "pg";
import { startedSets } from "../../lib/practice/contrast-progress";
import { storiesForLearner } from "../../lib/stories/story-fit";

type Statement = { text: string; values: unknown[] };

async function statementsOf(run: () => Promise<unknown>): Promise<Statement[]> {
  const logged: Statement[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === "string") logged.push({ text: first, values: Array.isArray(second) ? second : [] });
    else if (first && typeof first === "object" && "text" in first) {
      const config = first as { text: string; values?: unknown[] };
      logged.push({ text: config.text, values: config.values ?? (Array.isArray(second) ? second : []) });
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await run();
  } finally {
    pg.Client.prototype.query = original;
  }
  return logged;
}

const userId = process.argv[2]!;
const statements = { confusables: await statementsOf(() => startedSets(userId)), stories: await statementsOf(() => storiesForLearner(userId)) };
process.stdout.write(JSON.stringify(statements));
process.exit(0);
