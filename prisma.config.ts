import { defineConfig } from "prisma/config";

// The URL is only needed by commands that talk to a database; generate does not.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/lexi" },
});
