import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // `npm run bench` builds into a folder of its own, so it never replaces the
  // build the e2e server or a developer is using (.next).
  distDir: process.env.BENCH_DIST_DIR || ".next",
  poweredByHeader: false,
  // pg and the Prisma adapter are Node libraries: load them at run time rather than bundling them.
  serverExternalPackages: ["pg", "@prisma/adapter-pg"],
};

export default nextConfig;
