-- AlterTable
ALTER TABLE "challenge_players" ADD COLUMN     "client_hash" TEXT,
ADD COLUMN     "replay" BOOLEAN NOT NULL DEFAULT false;
