// Verified users written straight into the database, each with a session
// cookie signed by the app's AUTH_SECRET, as the simulated learners need.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { mintedSessionCookie } from "../lib/session-cookie";
import type { UserIdentity } from "./simulated-user";

export async function createUsers(databaseUrl: string, secret: string, count: number, label: string): Promise<UserIdentity[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const users: UserIdentity[] = [];
    for (let i = 0; i < count; i += 1) {
      const id = `load${randomUUID().replaceAll("-", "")}`;
      const email = `${label}-${i}-${id}@example.com`;
      await client.query("INSERT INTO users (id, name, email, email_verified, updated_at) VALUES ($1, $2, $3, now(), now())", [id, label, email]);
      users.push({ id, cookie: await mintedSessionCookie({ id, name: label, email }, secret) });
    }
    return users;
  } finally {
    await client.end();
  }
}
