-- AlterTable
ALTER TABLE "review_cards" ADD COLUMN     "context" TEXT;
