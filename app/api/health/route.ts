import { schemaStatus } from "@/lib/http/schema-status";

// GET /api/health: 200 when the database is reachable and has caught up with
// this code (every migration applied, words loaded), else 503 saying what is
// missing (docs/deploy.md). For uptime checks and deployers; never cached.
export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const status = await schemaStatus();
  return Response.json(status, { status: status.status === "ok" ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}
