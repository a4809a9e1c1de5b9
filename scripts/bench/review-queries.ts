// The due queue's two statements (lib/review/queue.ts: queueSummary and
// dueCards), read from that file's source at run time so the bench explains
// exactly what the app sends, with the values the app would bind; and their
// plans under EXPLAIN (ANALYZE, BUFFERS): which index each scan of
// review_cards uses.
import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { dayBounds } from "../../lib/review/day";
import { LEARN_AHEAD_MS } from "../../lib/review/scheduler";
import { ROOT } from "../lib/child-process";

export const DUE_INDEX = "review_cards_user_id_due_idx";
const QUEUE_FILE = path.join(ROOT, "lib/review/queue.ts");

type Statement = { name: string; text: string; values: unknown[] };

function shapeChanged(what: string): never {
  throw new Error(`lib/review/queue.ts no longer has ${what} where scripts/bench/review-queries.ts reads it: update the bench.`);
}

/** The text of the template literal that starts right after `marker` in `source`. */
function templateAfter(source: string, marker: string): { text: string; end: number } {
  const at = source.indexOf(marker);
  if (at < 0) shapeChanged(marker);
  const start = source.indexOf("`", at + marker.length - 1);
  const end = source.indexOf("`", start + 1);
  if (start < 0 || end < 0) shapeChanged(`a template after ${marker}`);
  return { text: source.slice(start + 1, end), end };
}

/** The statements as the app sends them for `userId` at `now`, the learner's new-card allowance `newLeft` and zone `timeZone`. */
export function dueStatements(userId: string, now: Date, newLeft: number, timeZone: string): Statement[] {
  const source = readFileSync(QUEUE_FILE, "utf8");
  const learnAhead = new Date(now.getTime() + LEARN_AHEAD_MS);
  const { start } = dayBounds(now, timeZone);
  const known: Record<string, unknown> = { userId, now, learnAhead, start, newLimit: Math.max(0, Math.min(newLeft, 20)) };

  // queueSummary: Prisma's $queryRaw tag, each ${…} a parameter in order.
  const summary = templateAfter(source, "$queryRaw<SummaryRow[]>`").text;
  const summaryValues: unknown[] = [];
  const summaryText = summary.replace(/\$\{([^}]+)\}/g, (_, name: string) => {
    if (!(name in known)) shapeChanged(`a known value for \${${name}} in queueSummary`);
    summaryValues.push(known[name]);
    return `$${summaryValues.length}`;
  });

  // dueCards: $queryRawUnsafe(text with ${CARD_COLUMNS} and ${QUEUE_SIZE} spliced in, then $1… values).
  const columns = templateAfter(source, "export const CARD_COLUMNS = `").text;
  const queueSize = /export const QUEUE_SIZE = (\d+);/.exec(source)?.[1] ?? shapeChanged("QUEUE_SIZE");
  const due = templateAfter(source, "$queryRawUnsafe<CardRow[]>(");
  const dueText = due.text.replace(/\$\{([^}]+)\}/g, (_, name: string) => {
    if (name === "CARD_COLUMNS") return columns;
    if (name === "QUEUE_SIZE") return queueSize;
    return shapeChanged(`a known splice for \${${name}} in dueCards`);
  });
  const argumentList = source.slice(due.end + 1, source.indexOf(");", due.end));
  const dueValues = argumentList
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => (name in known ? known[name] : shapeChanged(`a known value for ${name} in dueCards`)));
  return [
    { name: "queueSummary (counts, today's grades, next due)", text: summaryText, values: summaryValues },
    { name: "dueCards (the next 20 cards with their words)", text: dueText, values: dueValues },
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
      const json = await client.query<{ "QUERY PLAN": [{ Plan: PlanNode & { "Shared Hit Blocks"?: number; "Shared Read Blocks"?: number }; "Execution Time": number }] }>(
        `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${text}`,
        values,
      );
      const root = json.rows[0]!["QUERY PLAN"][0];
      const textPlan = await client.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, values);
      const scans = reviewCardScans(root.Plan);
      results.push({
        name,
        plan: textPlan.rows.map((row) => row["QUERY PLAN"]).join("\n"),
        scans,
        usesDueIndex: scans.length > 0 && scans.every((scan) => scan.includes(DUE_INDEX)),
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
