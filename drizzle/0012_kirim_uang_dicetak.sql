ALTER TABLE "kirim_uang" ADD COLUMN "dicetak" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Receipts of transfers sent before copies were counted were printed when they were sent.
UPDATE "kirim_uang" SET "dicetak" = 1;
