// The due queue's two statements, built by the same builders the app uses
// (lib/review/queue-sql.ts) with the values the app would bind, and their
// plans under EXPLAIN (ANALYZE, BUFFERS): which index each scan of
// review_cards uses.
import { Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, DummyDriver } from "kysely";
import pg from "pg";
import type { DB } from "../../lib/generated/kysely/database";
import { learnerDay } from "../../lib/review/day";
import { dueCardsQuery, QUEUE_SIZE, queueSummaryQuery, writtenLimit } from "../../lib/review/queue-sql";
import { LEARN_AHEAD_MS } from "../../lib/review/scheduler";

/** The indexes a learner's queue is read through: cards in due order, and cards of one direction and state in due order. */
export const DUE_INDEXES = ["review_cards_user_id_due_idx", "review_cards_user_id_direction_state_due_scheduled_days_idx"] as const;

type Statement = { name: string; text: string; values: unknown[] };

/** Compiles statements without a connection. */
const compiler = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** The statements as the app sends them for `userId` at `now`, the learner's new-card allowance `newLeft` and zone `timeZone`. */
export function dueStatements(userId: string, now: Date, newLeft: number, timeZone: string): Statement[] {
  const learnAhead = new Date(now.getTime() + LEARN_AHEAD_MS);
  const summary = queueSummaryQuery(compiler, userId, now, learnAhead, learnerDay(now, timeZone)).compile();
  // The screen's queue: its limits written into the statement, as the app writes them (lib/review/queue.ts).
  const due = dueCardsQuery(compiler, userId, now, learnAhead, writtenLimit(Math.max(0, Math.min(newLeft, QUEUE_SIZE))), writtenLimit(QUEUE_SIZE)).compile();
  return [
    { name: "queueSummary (counts, today's grades, next due)", text: summary.sql, values: [...summary.parameters] },
    { name: "dueCards (the next 20 cards with their words)", text: due.sql, values: [...due.parameters] },
  ];
}

type PlanNode = { "Node Type": string; "Relation Name"?: string; "Index Name"?: string; Plans?: PlanNode[] };

/** Each scan of review_cards in the plan: the index it uses, or "Seq Scan". */
function reviewCardScans(node: PlanNode, out: string[] = []): string[] {
  if (node["Relation Name"] === "review_cards") {
    if (node["Node Type"] === "Bitmap Heap Scan") {
      const indexes: string[] = [];
      const walk = (child: PlanNode) => {
        if (child["Index Name"]) indexes.push(child["Index Name"]);
        child.Plans?.forEach(walk);
      };
      node.Plans?.forEach(walk);
      out.push(`Bitmap Heap Scan via ${indexes.join(" + ")}`);
    } else out.push(node["Index Name"] ? `${node["Node Type"]} using ${node["Index Name"]}` : node["Node Type"]);
    return out;
  }
  node.Plans?.forEach((child) => reviewCardScans(child, out));
  return out;
}

export type ExplainResult = { name: string; plan: string; scans: string[]; usesDueIndex: boolean; executionMs: number; sharedHit: number; sharedRead: number };

/** EXPLAIN (ANALYZE, BUFFERS) of each statement, after three warm runs (a learner's cards are in cache while they review). */
export async function explainDueQueries(url: string, statements: Statement[]): Promise<ExplainResult[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const results: ExplainResult[] = [];
    for (const { name, text, values } of statements) {
      for (let i = 0; i < 3; i += 1) await client.query(text, values);
      const json = await client.query<{
        "QUERY PLAN": [{ Plan: PlanNode & { "Shared Hit Blocks"?: number; "Shared Read Blocks"?: number }; "Execution Time": number }];
      }>(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${text}`, values);
      const root = json.rows[0]!["QUERY PLAN"][0];
      const textPlan = await client.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, values);
      const scans = reviewCardScans(root.Plan);
      results.push({
        name,
        plan: textPlan.rows.map((row) => row["QUERY PLAN"]).join("\n"),
        scans,
        usesDueIndex: scans.length > 0 && scans.every((scan) => DUE_INDEXES.some((index) => scan.includes(index))),
        executionMs: root["Execution Time"],
        sharedHit: root.Plan["Shared Hit Blocks"] ?? 0,
        sharedRead: root.Plan["Shared Read Blocks"] ?? 0,
      });
    }
    return results;
  } finally {
    await client.end();
  }
}
