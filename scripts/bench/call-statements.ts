// The statements a call sends, with the values it binds, for a statements
// floor (./floor-app.ts): run in a child process of its own with the
// react-server condition (the app's server modules refuse to load anywhere
// else), it makes the call's own reads through the app's code against
// DATABASE_URL for the learner in argv and prints them as JSON.
//   node --conditions=react-server --import tsx scripts/bench/call-statements.ts <userId>
import { startedSets } from "../../lib/practice/contrast-progress";
import { storiesForLearner } from "../../lib/stories/story-fit";
import { statementsOf } from "../lib/statement-log";

const userId = process.argv[2]!;
const statements = { confusables: await statementsOf(() => startedSets(userId)), stories: await statementsOf(() => storiesForLearner(userId)) };
process.stdout.write(JSON.stringify(statements));
process.exit(0);
