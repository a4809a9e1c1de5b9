// api group: database
// The user-store contract on PostgreSQL (@auth/prisma-adapter) in the api
// project's fresh, migrated database.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createPrismaUserStore } from "@/lib/users/prisma-store";
import { userStore } from "@/lib/users/user-store";
import { describeUserStoreContract } from "./support/user-store.contract";

describeUserStoreContract("PostgreSQL", async () => ({
  store: createPrismaUserStore(db()),
  async storedTokens() {
    const rows = await db().$queryRaw<{ identifier: string; token: string; expires: Date }[]>`
      SELECT identifier, token, expires FROM verification_tokens`;
    return rows.map((row) => ({ ...row, raw: row }));
  },
  async rawRegistration(userId) {
    const rows = await db().$queryRaw<{ user_Data: unknown }[]>`
      SELECT "user_Data" FROM register_user_data WHERE user_id = ${userId}`;
    return rows[0] ?? null;
  },
}));

describe("userStore()", () => {
  it("is the PostgreSQL store, created once, when Firebase is not configured", () => {
    expect(userStore().kind).toBe("postgres");
    expect(userStore()).toBe(userStore());
  });
});
