-- Issue 25 point 10 (branch h5): prints are counted per form (dicetak_thermal, dicetak_slip_pdf, dicetak_a4; drizzle-kit
-- generates the columns from lib/db/schema.ts). Run once after those columns are added, in the same migration.
-- A nota printed before the per-form counters cannot say which form it was printed in: every form counts as printed
-- once, so any further print of it is a reprint that needs the CETAK_ULANG grant, as it did before.
UPDATE "penjualan" SET "dicetak_thermal" = 1, "dicetak_slip_pdf" = 1, "dicetak_a4" = 1
  WHERE "dicetak" > 0 AND "dicetak_thermal" + "dicetak_slip_pdf" + "dicetak_a4" = 0;--> statement-breakpoint
UPDATE "pembelian" SET "dicetak_thermal" = 1, "dicetak_slip_pdf" = 1, "dicetak_a4" = 1
  WHERE "dicetak" > 0 AND "dicetak_thermal" + "dicetak_slip_pdf" + "dicetak_a4" = 0;
