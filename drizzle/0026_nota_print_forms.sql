ALTER TABLE "pembelian" ADD COLUMN "dicetak_thermal" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pembelian" ADD COLUMN "dicetak_slip_pdf" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pembelian" ADD COLUMN "dicetak_a4" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "dicetak_thermal" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "dicetak_slip_pdf" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "dicetak_a4" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "penjualan" SET "dicetak_thermal" = 1, "dicetak_slip_pdf" = 1, "dicetak_a4" = 1
  WHERE "dicetak" > 0 AND "dicetak_thermal" + "dicetak_slip_pdf" + "dicetak_a4" = 0;--> statement-breakpoint
UPDATE "pembelian" SET "dicetak_thermal" = 1, "dicetak_slip_pdf" = 1, "dicetak_a4" = 1
  WHERE "dicetak" > 0 AND "dicetak_thermal" + "dicetak_slip_pdf" + "dicetak_a4" = 0;
