// Verified users written straight into the database, each with a session
// cookie signed by the app's AUTH_SECRET, as the simulated learners need.
import { randomUUID } from "node:crypto";
import { encode } from "next-auth/jwt";
import pg from "pg";
import type { UserIdentity } from "./simulated-user";

const SESSION_COOKIE = "authjs.session-token";

export async function createUsers(databaseUrl: string, secret: string, count: number, label: string): Promise<UserIdentity[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const users: UserIdentity[] = [];
    for (let i = 0; i < count; i += 1) {
      const id = `load${randomUUID().replaceAll("-", "")}`;
      const email = `${label}-${i}-${id}@example.com`;
      await client.query("INSERT INTO users (id, name, email, email_verified, updated_at) VALUES ($1, $2, $3, now(), now())", [id, label, email]);
      const token = await encode({ token: { sub: id, name: label, email, sv: 0, sid: randomUUID() }, secret, salt: SESSION_COOKIE, maxAge: 60 * 60 });
      users.push({ id, cookie: `${SESSION_COOKIE}=${token}` });
    }
    return users;
  } finally {
    await client.end();
  }
}
