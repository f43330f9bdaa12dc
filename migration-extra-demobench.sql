-- Hand-written extras of drizzle/0041_order_search.sql (issue 28, bench/orders.ts), to append to the regenerated
-- migration: the statistics targets that keep the Lihat Pesanan / Lihat Services search on the trigram indexes.
ALTER TABLE "pesanan" ALTER COLUMN "no_pesanan" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "pesanan" ALTER COLUMN "no_hp_customer" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "service" ALTER COLUMN "no_service" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "service" ALTER COLUMN "no_hp_customer" SET STATISTICS 1000;
