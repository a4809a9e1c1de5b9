// api group: database
// How many imports a learner may run (lib/account/import-guard.ts): one at a
// time, ten an hour. An import parses up to 5 MB and writes up to the cap's
// worth of notes; a learner, or a script in a loop, must not run many at once
// or back to back.
import { describe, expect, it } from "vitest";
import { IMPORT_BUDGET, IMPORT_MESSAGES, importBudgetKey, importLeaseKey } from "@/lib/account/import-guard";
import { db } from "@/lib/db";
import { learner, post, useAccountModules, type AccountModules, type Learner } from "./support/account-helpers";
import { bigCsv } from "@/scripts/lib/import-files";

let account: AccountModules;
useAccountModules((_smtp, modules) => {
  account = modules;
});

const importCsv = (user: Learner, csv: string) => post(account.importNotes, "/api/v1/account/import", { csv }, user.cookie);

describe("one import at a time per learner, ten an hour", () => {
  it("three imports at once: one runs, the others answer 409 without counting against the budget; the next one runs", async () => {
    const ada = await learner(account);
    const csv = bigCsv(512 * 1024);
    const answers = await Promise.all([importCsv(ada, csv), importCsv(ada, csv), importCsv(ada, csv)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409)) expect(refused.body).toEqual({ error: IMPORT_MESSAGES.running });
    // The lease is gone with the import that held it.
    expect(await db().rateLimit.count({ where: { key: importLeaseKey(ada.id) } })).toBe(0);
    const again = await importCsv(ada, "late,arrival");
    expect(again).toMatchObject({ status: 200, body: { added: 1 } });
    expect(await db().rateLimit.findUnique({ where: { key: importBudgetKey(ada.id) } })).toMatchObject({ count: 2 });
  }, 120_000);

  it("another learner's import is not held up by it", async () => {
    const [ada, bob] = [await learner(account), await learner(account)];
    const answers = await Promise.all([importCsv(ada, bigCsv(256 * 1024)), importCsv(bob, "own,file")]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
  }, 120_000);

  it(`the ${IMPORT_BUDGET.limit + 1}th import in an hour answers 429 with Retry-After and says when; a refused body counts and frees the lease`, async () => {
    const ada = await learner(account);
    // A body that is refused (400) still counted, and left no lease behind.
    expect((await post(account.importNotes, "/api/v1/account/import", { csv: 42 }, ada.cookie)).status).toBe(400);
    for (let i = 1; i < IMPORT_BUDGET.limit; i += 1) {
      const answer = await importCsv(ada, `word${i},meaning ${i}`);
      expect(answer.status, `import ${i + 1}`).toBe(200);
    }
    const refused = await importCsv(ada, "one,too many");
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(IMPORT_BUDGET.windowSeconds - 120);
    expect(retryAfter).toBeLessThanOrEqual(IMPORT_BUDGET.windowSeconds);
    expect(refused.body).toEqual({ error: IMPORT_MESSAGES.tooMany(Math.ceil(retryAfter / 60)) });
    expect(refused.body.error).toMatch(/^You can import 10 files an hour\. Please try again in (59|60) minutes\.$/);
    expect(await db().note.count({ where: { userId: ada.id, word: "one" } })).toBe(0);
  }, 120_000);
});
