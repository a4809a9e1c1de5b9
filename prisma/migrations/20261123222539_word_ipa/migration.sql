-- AlterTable
ALTER TABLE "words" ADD COLUMN     "ipa" TEXT;
