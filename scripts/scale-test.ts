// npm run test:scale (issue 18): many app instances, one database.
//
// A throwaway PostgreSQL cluster with max_connections = 40 (a small managed
// plan), SCALE_INSTANCES (6) production instances of the app (`next start`,
// each with its default pool), and test:load's load phase (LOAD_USERS = 100
// learners and REVIEW_USERS = 30 reviewers for LOAD_SECONDS = 60 s) with each
// request sent to the next instance in turn, as a load balancer would.
//
// 1. Pooled: every instance through PgBouncer in transaction mode (at most
//    30 server connections). Passes with 0 failed requests, every
//    acknowledged write and grade in the database (0 mismatches), and the
//    cluster never above its 40 connections (pg_stat_activity sampled every
//    100 ms through the run).
// 2. Direct: the same with PgBouncer removed, each instance on the server
//    with its default pool. Expected to fail requests (6 × 10 connections
//    wanted, 40 allowed): the run prints how. It must still lose no
//    acknowledged write (0 mismatches), or the run fails.
//
// The machine's cores are shared by the instances and the load generator:
// the figures measure correctness and connection limits, not speed.
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { startSmtpServer, type TestSmtpServer } from "./lib/smtp";
import { ROOT, stopChild } from "./lib/child-process";
import { startPgBouncer, type PgBouncer } from "./lib/pgbouncer";
import { ensureBuild, startApp } from "./load/app-server";
import { createLoadDatabase } from "./load/load-database";
import { checkList, loadMixFromEnv, runLoadPhase, type Check, type LoadPhaseResult } from "./load/load-phase";
import { startPgCluster } from "./load/pg-cluster";
import { mulberry32 } from "./load/seeded-random";

const INSTANCES = Number(process.env.SCALE_INSTANCES ?? 6);
const FIRST_PORT = Number(process.env.SCALE_PORT ?? 3950);
const MAX_CONNECTIONS = 40;
/** PgBouncer's server connections: below the cluster's limit, leaving room for the sampler and the checks. */
const POOLER_SERVER_CONNECTIONS = 30;
const SAMPLE_EVERY_MS = 100;
const REQUEST_TIMEOUT_MS = 15_000;

const { failures, check } = checkList();

/** Samples the cluster's client connections (pg_stat_activity) on one connection of its own. */
async function startConnectionSampler(adminUrl: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  client.on("error", () => {});
  await client.connect();
  let peak = 0;
  let samples = 0;
  let busy = false;
  const timer = setInterval(async () => {
    if (busy) return;
    busy = true;
    try {
      const { rows } = await client.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'client backend'");
      peak = Math.max(peak, rows[0]!.n);
      samples += 1;
    } catch {
      // A sample lost (the server busy or going away) is just not counted.
    } finally {
      busy = false;
    }
  }, SAMPLE_EVERY_MS);
  return {
    reset: () => void ((peak = 0), (samples = 0)),
    read: () => ({ peak, samples }),
    stop: async () => {
      clearInterval(timer);
      await client.end();
    },
  };
}

/** The instances on consecutive ports, each with `databaseEnv`; requests go to each in turn. */
async function startInstances(label: string, databaseEnv: Record<string, string>, secret: string, smtpUrl: string) {
  const ports = Array.from({ length: INSTANCES }, (_, i) => FIRST_PORT + i);
  const children: ChildProcess[] = [];
  try {
    await Promise.all(
      ports.map(async (port) => {
        const base = `http://127.0.0.1:${port}`;
        children.push(await startApp(port, { ...databaseEnv, AUTH_SECRET: secret, APP_URL: base, EMAIL_SERVER: smtpUrl }, `scale-${label}-${port}.log`));
      }),
    );
    // One word for a visitor from each instance first, as a health check after a deploy would: the load
    // then meets warm instances (module loading and the first database connection are cold-start work,
    // measured by `npm run bench -- cold-start`, not here).
    await Promise.all(
      ports.map(async (port) => {
        const base = `http://127.0.0.1:${port}`;
        const response = await fetch(`${base}/api/v1/word/fetchword`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: base },
          body: JSON.stringify({ wordCategory: "unseen", wordIndex: -1 }),
        });
        if (!response.ok) throw new Error(`${label}: the instance on port ${port} answered ${response.status} to its first word`);
      }),
    );
  } catch (error) {
    await Promise.all(children.map((child) => stopChild(child)));
    throw error;
  }
  const requests = new Map(ports.map((port) => [port, 0]));
  let turn = 0;
  return {
    logs: ports.map((port) => path.join(ROOT, "test-results", `scale-${label}-${port}.log`)),
    requests,
    nextBaseUrl: () => {
      const port = ports[turn++ % ports.length]!;
      requests.set(port, requests.get(port)! + 1);
      return `http://127.0.0.1:${port}`;
    },
    stop: () => Promise.all(children.map((child) => stopChild(child))),
  };
}

/** The load phase against `INSTANCES` instances with `databaseEnv`, with the cluster's connections sampled throughout. */
async function phase(
  label: string,
  databaseEnv: Record<string, string>,
  context: { databaseUrl: string; wordIndexes: number[]; secret: string; smtpUrl: string; sampler: Awaited<ReturnType<typeof startConnectionSampler>> },
  phaseCheck: Check,
): Promise<LoadPhaseResult & { peak: number; samples: number; logs: string[] }> {
  const instances = await startInstances(label, databaseEnv, context.secret, context.smtpUrl);
  try {
    context.sampler.reset();
    const result = await runLoadPhase({
      label,
      baseUrl: instances.nextBaseUrl,
      databaseUrl: context.databaseUrl,
      secret: context.secret,
      random: mulberry32(20261124),
      wordIndexes: context.wordIndexes,
      ...loadMixFromEnv(),
      timeoutMs: REQUEST_TIMEOUT_MS,
      check: phaseCheck,
      // The instances' idle connections go first, so the checks get a connection however full the server was.
      afterLoad: instances.stop,
    });
    const { peak, samples } = context.sampler.read();
    console.log(`${label}: requests per instance: ${[...instances.requests.values()].join(", ")}`);
    console.log(`${label}: the cluster's client connections peaked at ${peak} of ${MAX_CONNECTIONS} (${samples} samples, every ${SAMPLE_EVERY_MS} ms)`);
    return { ...result, peak, samples, logs: instances.logs };
  } finally {
    await instances.stop();
  }
}

/** How the failed requests of a phase failed: statuses, and the database errors the instances logged. */
function describeFailures(label: string, result: LoadPhaseResult & { logs: string[] }): void {
  const statuses = new Map<number, number>();
  for (const call of result.failed) statuses.set(call.status, (statuses.get(call.status) ?? 0) + 1);
  const share = result.calls.length ? ((100 * result.failed.length) / result.calls.length).toFixed(1) : "0";
  console.log(
    `${label}: ${result.failed.length} of ${result.calls.length} requests failed (${share} %): ` +
      ([...statuses].map(([status, n]) => `${n} × ${status || "no answer"}`).join(", ") || "none"),
  );
  const logged = new Map<string, number>();
  for (const file of result.logs) {
    for (const match of readFileSync(file, "utf8").matchAll(
      /sorry, too many clients already|remaining connection slots are reserved[^"\n]*|timeout exceeded when trying to connect|P20(24|28)/g,
    )) {
      logged.set(match[0], (logged.get(match[0]) ?? 0) + 1);
    }
  }
  console.log(`${label}: database errors in the instances' logs: ${[...logged].map(([text, n]) => `"${text}" × ${n}`).join(", ") || "none"}`);
}

const cluster = await startPgCluster({ maxConnections: MAX_CONNECTIONS });
let smtp: TestSmtpServer | undefined;
let pgbouncer: PgBouncer | undefined;
let sampler: Awaited<ReturnType<typeof startConnectionSampler>> | undefined;
try {
  const { databaseUrl, words, wordIndexes } = await createLoadDatabase(cluster.adminUrl, "lexi_scale");
  console.log(`database: throwaway PostgreSQL cluster, max_connections = ${MAX_CONNECTIONS}, ${words ?? "all"} words; ${INSTANCES} instances of next start`);
  await ensureBuild();
  smtp = await startSmtpServer();
  sampler = await startConnectionSampler(cluster.adminUrl);
  const context = { databaseUrl, wordIndexes, secret: randomBytes(33).toString("base64"), smtpUrl: smtp.url, sampler };

  // 1. Through PgBouncer: the pass criteria.
  pgbouncer = await startPgBouncer(cluster.adminUrl, { serverConnections: POOLER_SERVER_CONNECTIONS });
  console.log(`\npooled: PgBouncer in transaction mode, at most ${POOLER_SERVER_CONNECTIONS} server connections; each instance's default pool`);
  const pooled = await phase("pooled", { DATABASE_URL: pgbouncer.url(databaseUrl), DIRECT_DATABASE_URL: databaseUrl }, context, check);
  check(pooled.peak <= MAX_CONNECTIONS, `pooled: ${pooled.peak} client connections, above ${MAX_CONNECTIONS}`);
  check(pooled.samples > 0, "pooled: pg_stat_activity was never sampled");
  writeFileSync(path.join(ROOT, "test-results", "scale-pgbouncer.log"), pgbouncer.log());
  await pgbouncer.stop();
  pgbouncer = undefined;

  // 2. Without PgBouncer: expected to fail requests; acknowledged writes must still all be there.
  console.log("\ndirect: PgBouncer removed; each instance straight to the server with its default pool");
  // Its own list: failed requests are what this phase shows, not a failure of the run.
  const direct = await phase("direct", { DATABASE_URL: databaseUrl }, context, checkList().check);
  describeFailures("direct", direct);
  check(direct.mismatches === 0, `direct: ${direct.mismatches} acknowledged writes or grades differ from the database`);
  if (direct.failed.length === 0) console.log("direct: no request failed without the pooler this time: the comparison shows nothing on this run");
} catch (error) {
  failures.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  await sampler?.stop().catch(() => {});
  await pgbouncer?.stop();
  await smtp?.stop();
  cluster.destroy();
}

if (failures.length > 0) {
  console.error(`\ntest:scale FAILED:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log("\ntest:scale passed");
