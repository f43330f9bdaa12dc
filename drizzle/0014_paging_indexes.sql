CREATE INDEX "barang_toko_status_harga" ON "barang" USING btree ("kode_toko","status","harga_jual","kode_barcode");--> statement-breakpoint
CREATE INDEX "users_toko_user" ON "users" USING btree ("kode_toko","user_id");--> statement-breakpoint
CREATE INDEX "users_toko_nama" ON "users" USING btree ("kode_toko","nama_user","user_id");