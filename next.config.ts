import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // pg and the Prisma adapter are Node libraries: load them at run time rather than bundling them.
  serverExternalPackages: ["pg", "@prisma/adapter-pg"],
};

export default nextConfig;
