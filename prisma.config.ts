import { defineConfig } from "prisma/config";
import { directDatabaseUrl } from "./lib/database-url";

// The URL is only needed by commands that talk to a database (migrate, not
// generate): the direct one, as the migration lock needs a session of its own.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: directDatabaseUrl(process.env) ?? "postgresql://localhost:5432/lexi" },
});
