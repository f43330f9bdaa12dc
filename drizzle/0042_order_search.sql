CREATE INDEX "pesanan_no_search" ON "pesanan" USING gin ("no_pesanan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pesanan_nama_search" ON "pesanan" USING gin ("nama_customer" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pesanan_hp_search" ON "pesanan" USING gin ("no_hp_customer" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_no_search" ON "service" USING gin ("no_service" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_nama_search" ON "service" USING gin ("nama_customer" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_hp_search" ON "service" USING gin ("no_hp_customer" gin_trgm_ops);--> statement-breakpoint
-- Hand-written (migration-extra-demobench.sql): the search's planner estimates. A number or a phone is near unique, and
-- with the default 100 histogram buckets a part of one ("260305-00") matching a bucket by chance is taken for 1 % of the
-- table: the page then scans the list's date index backwards through tens of thousands of rows instead of reading the
-- trigram index's few matches (bench/orders.ts: 67 ms p50, 160 ms p99 at 100,000 tickets; 1 ms with 1,000 buckets).
ALTER TABLE "pesanan" ALTER COLUMN "no_pesanan" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "pesanan" ALTER COLUMN "no_hp_customer" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "service" ALTER COLUMN "no_service" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "service" ALTER COLUMN "no_hp_customer" SET STATISTICS 1000;
