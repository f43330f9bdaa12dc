ALTER TABLE "hutang" ADD COLUMN "total_berat" numeric(12, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- Loans written before this migration: their grams from their lines.
UPDATE "hutang" h SET "total_berat" = d.grams
  FROM (SELECT "no_faktur_hutang", sum("berat") AS grams FROM "hutang_detail" GROUP BY 1) d
 WHERE d."no_faktur_hutang" = h."no_faktur_hutang";
