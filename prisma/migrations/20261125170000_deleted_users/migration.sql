-- Tombstones of deleted accounts (lib/users/user-lock.ts): a write that was
-- under way when its learner's account was deleted finds one and writes nothing.
-- CreateTable
CREATE TABLE "deleted_users" (
    "user_hash" TEXT NOT NULL,
    "deleted_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "deleted_users_pkey" PRIMARY KEY ("user_hash")
);
