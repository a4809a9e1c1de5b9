// `npm run build`: the production build (scripts/lib/build-app.ts). Vercel runs
// this too, so every prerendered page is deployed with its hash policy, and a
// production or Preview deploy first migrates and seeds its database
// (scripts/lib/deploy-database.ts): a migration that fails stops the deploy
// before any of its code serves.
import { buildApp } from "./lib/build-app";
import { prepareDeployDatabase } from "./lib/deploy-database";

try {
  await prepareDeployDatabase(process.env, (line) => console.log(`Deploy database: ${line}`));
} catch (error) {
  console.error(`Deploy database: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const { code } = await buildApp();
process.exit(code);
