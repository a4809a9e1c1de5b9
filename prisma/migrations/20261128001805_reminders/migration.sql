-- CreateTable
CREATE TABLE "reminders" (
    "user_id" TEXT NOT NULL,
    "email" BOOLEAN NOT NULL DEFAULT false,
    "hour" SMALLINT NOT NULL DEFAULT 18,
    "last_sent_day" DATE,
    "unsubscribe_version" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reminders_pkey" PRIMARY KEY ("user_id")
);
