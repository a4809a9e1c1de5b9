import { availableParallelism } from "node:os";
import type { NextConfig } from "next";
import { NON_PAGE_CONTENT_SECURITY_POLICY, SERVICE_WORKER_CONTENT_SECURITY_POLICY, staticSecurityHeaders } from "./lib/http/security-headers";
import { assertProductionConfig } from "./lib/production-config";

// A build on Vercel for a deployment that serves requests (production and
// preview: both run with NODE_ENV=production) knows its runtime variables:
// refuse to build one that instrumentation.ts would stop at start-up anyway.
if (process.env.VERCEL_ENV === "production" || process.env.VERCEL_ENV === "preview") assertProductionConfig(process.env);

const production = process.env.NODE_ENV === "production";

// Users live in PostgreSQL unless FIREBASE_PROJECT_ID is set, and only then is
// the Firestore store imported (lib/users/user-store.ts). A build without it
// leaves firebase-admin and the Google libraries (about 5 MB) out of every
// server function; set it in the build environment too when using Firestore.
const FIRESTORE_ONLY_PACKAGES = [
  "firebase-admin",
  "@firebase",
  "@google-cloud",
  "google-gax",
  "google-auth-library",
  "gaxios",
  "gcp-metadata",
  "@grpc",
  "protobufjs",
];
const firestoreExcluded = !process.env.FIREBASE_PROJECT_ID?.trim();

// Next traces sharp, its image optimizer's, into every server function (about
// 20 MB each). Lexi optimizes no images (no next/image) and draws its social
// images with next/og, which does not use it: no function needs it.
const UNUSED_PACKAGES = ["sharp", "@img"];
const tracingExcluded = [...(firestoreExcluded ? FIRESTORE_ONLY_PACKAGES : []), ...UNUSED_PACKAGES];

/** What is served from this origin that is not a page: nothing in it may run or frame. */
const NON_PAGE_SOURCES = [
  "/_next/:path*",
  "/api/:path*",
  "/robots.txt",
  "/sitemap.xml",
  "/sitemaps/:file*",
  "/icon.svg",
  "/favicon.ico",
  "/og-image.png",
  "/manifest.webmanifest",
  "/icons/:file*",
  "/apple-icon.png",
  "/words/:word/:image(opengraph-image.*)",
];

/** The service worker script, outside NON_PAGE_SOURCES: it must fetch (the no-content policy would forbid it). */
const SERVICE_WORKER_PATH = "/sw.js";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // `npm run bench` builds into a folder of its own, so it never replaces the
  // build the e2e server or a developer is using (.next).
  distDir: process.env.BENCH_DIST_DIR || ".next",
  poweredByHeader: false,
  // Prerendering the word pages is most of a build. Next leaves one core to its main process, which
  // only hands out pages meanwhile: on a 2-core machine (CI) that halves the build. At least two workers.
  experimental: { cpus: Math.max(2, availableParallelism() - 1) },
  outputFileTracingExcludes: { "**": tracingExcluded.map((name) => `node_modules/${name}/**`) },
  // The health route lists the migrations this build carries (lib/http/schema-status.ts).
  outputFileTracingIncludes: { "/api/health": ["./prisma/migrations/*/migration.sql"] },
  // pg and the Prisma adapter are Node libraries: load them at run time rather than bundling them.
  // The FSRS optimizer is a native addon (lib/review/optimizer.ts): Next cannot bundle it.
  serverExternalPackages: ["pg", "@prisma/adapter-pg", "@open-spaced-repetition/binding"],
  // Security headers (lib/http/security-headers.ts). Pages get their
  // Content-Security-Policy from middleware.ts (a nonce per request) or from
  // the build (a prerendered page's hashes); the API, Next's static files and
  // the site's other files, which are neither, get the no-content policy here.
  async headers() {
    const nonPage = [{ key: "Content-Security-Policy", value: NON_PAGE_CONTENT_SECURITY_POLICY }];
    // The service worker (scripts/lib/service-worker.ts) runs under its own script's policy; browsers re-fetch it to look for updates.
    const worker = [
      { key: "Content-Security-Policy", value: SERVICE_WORKER_CONTENT_SECURITY_POLICY },
      { key: "Cache-Control", value: "no-cache" },
    ];
    return [
      { source: "/:path*", headers: staticSecurityHeaders({ production }) },
      ...NON_PAGE_SOURCES.map((source) => ({ source, headers: nonPage })),
      { source: SERVICE_WORKER_PATH, headers: worker },
    ];
  },
};

export default nextConfig;
