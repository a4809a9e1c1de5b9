// `npm run build`: the production build (scripts/lib/build-app.ts). Vercel runs
// this too, so every prerendered page is deployed with its hash policy.
import { buildApp } from "./lib/build-app";

const { code } = await buildApp();
process.exit(code);
