// Which statements go out named where prepared statements are kept (lib/prepared-statements.ts): a text sent again,
// by a name its text gives, never one answering `*`, and no more than MAX_NAMED texts a process.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { answersStar, MAX_NAMED, preparedStatementName } from "@/lib/prepared-statements";

const nameOf = (sql: string) => `lexi_${createHash("sha256").update(sql).digest("hex").slice(0, 32)}`;

describe("preparedStatementName", () => {
  it("names a text the second time it is sent, by a hash of the text, and keeps the name", () => {
    const sql = 'select "due" from "review_cards" where "user_id" = $1';
    expect(preparedStatementName(sql)).toBeUndefined();
    expect(preparedStatementName(sql)).toBe(nameOf(sql));
    expect(preparedStatementName(sql)).toBe(nameOf(sql));
    expect(nameOf(sql)).toMatch(/^lexi_[0-9a-f]{32}$/);
  });

  it("never names a statement whose result is `*` of a table", () => {
    for (const sql of ['select * from "marks" where "user_id" = $1', 'delete from "marks" where "id" = $1 returning *', 'select "m".* from "marks" as "m"']) {
      expect(answersStar(sql)).toBe(true);
      preparedStatementName(sql);
      expect(preparedStatementName(sql)).toBeUndefined();
    }
  });

  it("names a statement that answers named columns of a `*` inside it, which the server expands anew when it plans again", () => {
    const sql = 'select "q"."id", "q"."due" from (select * from "review_cards" where "user_id" = $1) as "q" where "q"."due" < $2';
    expect(answersStar(sql)).toBe(false);
    expect(answersStar('select count(*) as "n" from "review_logs" where "user_id" = $1')).toBe(false);
    preparedStatementName(sql);
    expect(preparedStatementName(sql)).toBe(nameOf(sql));
  });

  it(`names at most ${MAX_NAMED} texts, so a connection keeps no more however many shapes the statements take`, () => {
    const named = new Set<string>();
    for (let n = 0; n < MAX_NAMED + 50; n += 1) {
      const sql = `select "index" from "words" where "index" in (${Array.from({ length: n + 1 }, (_, i) => `$${i + 1}`).join(", ")})`;
      preparedStatementName(sql);
      const name = preparedStatementName(sql);
      if (name !== undefined) named.add(name);
    }
    // The tests above named a few texts already.
    expect(named.size).toBeGreaterThan(MAX_NAMED - 10);
    expect(named.size).toBeLessThanOrEqual(MAX_NAMED);
    expect(preparedStatementName('select "word" from "words" where "index" = $1')).toBeUndefined();
  });
});
