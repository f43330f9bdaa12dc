ALTER TABLE "pesanan" ADD COLUMN "divalidasi_oleh" varchar(30);--> statement-breakpoint
ALTER TABLE "pesanan" ADD COLUMN "divalidasi_at" timestamp with time zone;