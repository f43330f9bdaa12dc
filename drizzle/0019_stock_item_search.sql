CREATE INDEX "barang_toko_barcode" ON "barang" USING btree ("kode_toko","kode_barcode");--> statement-breakpoint
CREATE INDEX "barang_barcode_prefix" ON "barang" USING btree ("kode_barcode" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "barang_nama_search" ON "barang" USING gin ("nama_barang" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "barang_toko_nama_ready" ON "barang" USING btree ("kode_toko",upper("nama_barang")) WHERE "barang"."status" = 'READY';