// api group: database
// The practice queue and the review queue's counts are sent with the settings
// this server read last for the learner, and their statement returns the
// settings row's version (lib/review/settings-version.ts): settings changed
// since, by this server or another, are read again and the statement sent
// with them, so no queue is drawn by settings that no longer hold. The changes
// here are written straight to the table, as another server would write them.
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { practiceQueue } from "@/lib/review/practice-queue";
import { dueQueue } from "@/lib/review/queue";
import { allowMoreNewToday, EXTRA_NEW_STEP, updateReviewSettings } from "@/lib/review/settings";
import { statementsOf } from "@/scripts/lib/statement-log";
import { signedInUser } from "@/tests/support/session";

const DAY = 86_400_000;
const T0 = new Date("2026-03-10T12:00:00.000Z");
const NEW_CARDS = 15;
const FIRST_WORD = 520;

let userId: string;

beforeEach(async () => {
  userId = (await signedInUser("queue-settings")).id;
  await db().reviewCard.createMany({
    data: Array.from({ length: NEW_CARDS }, (_, offset) => ({
      userId,
      wordIndex: FIRST_WORD + offset,
      direction: 0,
      due: new Date(T0.getTime() - (offset + 1) * 60_000),
      state: 0,
      stability: 0,
      difficulty: 0,
      elapsedDays: 0,
      scheduledDays: 0,
      learningSteps: 0,
      reps: 0,
      lapses: 0,
    })),
  });
});

/** Each queue with the new cards it offers at `now` (every card here is new), and what its call sends once the settings are read. */
const queues = [
  {
    name: "the practice queue",
    offered: async (now = T0) => (await practiceQueue(userId, { now, limit: 20 })).length,
    // One statement: the queue's.
    sends: [/^with "allowance"/],
  },
  {
    name: "the review queue",
    offered: async (now = T0) => {
      const queue = await dueQueue(userId, { now, limit: 20 });
      expect(queue.cards).toHaveLength(queue.counts.newLeft);
      return queue.counts.newLeft;
    },
    // Two: the counts, then the cards.
    sends: [/^select \(SELECT xmin::text FROM review_settings/, /^select\b(?![\s\S]*xmin)/],
  },
];

/** A change of settings as another server makes it: nothing of this server's is told. */
const writtenElsewhere = (newPerDay: number) => db().reviewSettings.update({ where: { userId }, data: { newPerDay } });

describe.each(queues)("$name", ({ offered, sends }) => {
  it("a second call sends no read of the settings of its own when they still hold", async () => {
    await updateReviewSettings(userId, { newPerDay: 4 });
    expect(await offered()).toBe(4);
    const sent = await statementsOf(() => offered());
    expect(sent).toHaveLength(sends.length);
    sends.forEach((text, i) => expect(sent[i]!.text).toMatch(text));
  });

  it("settings changed since this server read them are read again, and the queue is the changed settings'", async () => {
    await updateReviewSettings(userId, { newPerDay: 1 });
    expect(await offered()).toBe(1);
    await writtenElsewhere(3);
    expect(await offered()).toBe(3);
    // The same values written again are a new version too: read again, the same queue.
    await writtenElsewhere(3);
    expect(await offered()).toBe(3);
  });

  it("an empty queue: empty while the settings hold, the changed settings' queue after (an empty practice queue returns no version: a read checks them)", async () => {
    await updateReviewSettings(userId, { newPerDay: 0 });
    expect(await offered()).toBe(0);
    expect(await offered()).toBe(0);
    await writtenElsewhere(2);
    expect(await offered()).toBe(2);
  });

  it("settings first written elsewhere, and a row gone, are the queue's at once", async () => {
    // No row: the defaults (20 new cards a day) allow all of them.
    expect(await offered()).toBe(NEW_CARDS);
    await db().reviewSettings.create({ data: { userId, newPerDay: 2 } });
    expect(await offered()).toBe(2);
    await db().reviewSettings.delete({ where: { userId } });
    expect(await offered()).toBe(NEW_CARDS);
  });

  it("the learner's day is worked out at every call from the settings remembered: today's extra new cards end with the day, nothing written", async () => {
    await updateReviewSettings(userId, { newPerDay: 1 });
    await allowMoreNewToday(userId, T0);
    expect(await offered(T0)).toBe(1 + EXTRA_NEW_STEP);
    expect(await offered(new Date(T0.getTime() + DAY))).toBe(1);
  });
});
