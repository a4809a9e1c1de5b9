// `npx tsx scripts/function-sizes.ts [distDir]`: the size of each server
// function of a `next build`, as Vercel packs it: the route's entry file plus
// every file Next's tracer listed for it (<entry>.nft.json), counted once each,
// uncompressed. Prints the largest ones and how much of each is firebase-admin
// and the Google libraries under it. Method and figures: docs/performance.md.
import { readFileSync, statSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";

const dist = path.resolve(process.argv[2] ?? ".next");
const GOOGLE =
  /node_modules\/(firebase-admin|@google-cloud|google-gax|google-auth-library|@grpc|protobufjs|gaxios|gcp-metadata|@firebase|@auth\/firebase-adapter)\//;

interface FunctionSize {
  route: string;
  bytes: number;
  googleBytes: number;
  files: number;
}

async function traces(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith(".js.nft.json")).map((e) => path.join(e.parentPath, e.name));
}

function sizeOf(trace: string): FunctionSize {
  const dir = path.dirname(trace);
  const entry = trace.replace(/\.nft\.json$/, "");
  const { files } = JSON.parse(readFileSync(trace, "utf8")) as { files: string[] };
  const unique = new Set([entry, ...files.map((file) => path.resolve(dir, file))]);
  let bytes = 0;
  let googleBytes = 0;
  for (const file of unique) {
    let size = 0;
    try {
      const stat = statSync(file);
      if (stat.isFile()) size = stat.size;
    } catch {
      continue;
    }
    bytes += size;
    if (GOOGLE.test(file)) googleBytes += size;
  }
  const route = path.relative(path.join(dist, "server", "app"), entry).replace(/\/(page|route)\.js$/, "") || "/";
  return { route, bytes, googleBytes, files: unique.size };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const sizes = (await traces(path.join(dist, "server", "app"))).map(sizeOf).sort((a, b) => b.bytes - a.bytes);
console.log(`${sizes.length} server functions in ${path.relative(process.cwd(), dist) || "."}`);
for (const s of sizes.slice(0, 8)) {
  console.log(`${mb(s.bytes).padStart(9)}  ${s.files.toString().padStart(5)} files  firebase/Google ${mb(s.googleBytes).padStart(8)}  ${s.route}`);
}
const withGoogle = sizes.filter((s) => s.googleBytes > 0).length;
console.log(`largest: ${sizes[0]?.route} ${mb(sizes[0]?.bytes ?? 0)}; functions carrying firebase/Google libraries: ${withGoogle} of ${sizes.length}`);
