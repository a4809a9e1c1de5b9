// api group: app
// `npm run db:heavy-learner -- <email>` (scripts/heavy-learner.ts): the
// learner who signed up with the address gets the heavy learner's deck and
// log (smaller here); an unknown address, or a learner with a deck, is told
// why nothing was written.
import pg from "pg";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { addHeavyLearnerByEmail } from "@/scripts/lib/heavy-learner";
import { signedInUser } from "@/tests/support/session";

let client: pg.Client;

beforeAll(async () => {
  client = new pg.Client({ connectionString: inject("directDatabaseUrl") });
  await client.connect();
});

afterAll(async () => {
  await client?.end();
});

const SIZE = { cards: 300, logs: 1_200, days: 90 };

it("writes the deck, the log and the day counts of the learner with that address (any case), with settings, once", async () => {
  const learner = await signedInUser("heavy-command");
  const outcome = await addHeavyLearnerByEmail(client, learner.email.toUpperCase(), SIZE);
  expect(outcome).toEqual({ userId: learner.id, cards: SIZE.cards, logs: SIZE.logs });
  const { rows } = await client.query<{ settings: number; days: number; graded: number }>(
    `SELECT (SELECT count(*)::integer FROM review_settings WHERE user_id = $1) AS settings,
            (SELECT coalesce(sum(reviews), 0)::integer FROM review_activity WHERE user_id = $1) AS days,
            (SELECT count(*)::integer FROM review_cards WHERE user_id = $1 AND reps > 0) AS graded`,
    [learner.id],
  );
  // Every log row counted in the day counts, as grading keeps them; graded cards carry their reps.
  expect(rows[0]).toEqual({ settings: 1, days: SIZE.logs, graded: expect.any(Number) as number });
  expect(rows[0]!.graded).toBeGreaterThan(0);

  const again = await addHeavyLearnerByEmail(client, learner.email, SIZE);
  expect(again).toEqual({ refused: `${learner.email} has ${SIZE.cards} cards already: the heavy learner's deck is written into an empty one.` });
});

it("refuses an address with no account", async () => {
  expect(await addHeavyLearnerByEmail(client, "nobody-here@example.com", SIZE)).toEqual({
    refused: "No account has the address nobody-here@example.com: sign up in the app first (a Firestore user store keeps its users elsewhere).",
  });
});
