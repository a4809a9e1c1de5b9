// The framework floor: a bare page of the same Next.js and React, built in
// the same run. The app lives in a temp folder inside the project (so it
// resolves the project's node_modules by walking up), written in plain JS so
// its build needs no TypeScript set-up of its own.
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { ROOT } from "../lib/child-process";

export const FLOOR_DIR = path.join(ROOT, ".bench", "floor");

export async function writeFloorApp(): Promise<string> {
  await rm(FLOOR_DIR, { recursive: true, force: true });
  await mkdir(path.join(FLOOR_DIR, "app"), { recursive: true });
  const files: Record<string, string> = {
    "package.json": JSON.stringify({ name: "lexi-bench-floor", private: true, type: "module" }, null, 2),
    "next.config.mjs": `export default { turbopack: { root: ${JSON.stringify(ROOT)} } };\n`,
    "app/layout.jsx": `export default function RootLayout({ children }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n`,
    "app/page.jsx": `export default function Page() {\n  return <main><h1>Hello</h1></main>;\n}\n`,
  };
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(FLOOR_DIR, name), text);
  return FLOOR_DIR;
}
