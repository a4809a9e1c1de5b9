-- Sessions signed out one by one, refused until their cookies expire.
ALTER TABLE "users" ADD COLUMN "revoked_sessions" JSONB NOT NULL DEFAULT '{}';
