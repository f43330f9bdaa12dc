CREATE INDEX "barang_toko_barcode" ON "barang" USING btree ("kode_toko","kode_barcode");--> statement-breakpoint
CREATE INDEX "barang_barcode_prefix" ON "barang" USING btree ("kode_barcode" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "barang_nama_search" ON "barang" USING gin ("nama_barang" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "barang_toko_nama_ready" ON "barang" USING btree ("kode_toko",upper("nama_barang")) WHERE "barang"."status" = 'READY';--> statement-breakpoint
CREATE TABLE "hancur_barang" (
	"dokumen_id" bigint PRIMARY KEY NOT NULL,
	"kode_toko" varchar(20) NOT NULL,
	"no_dokumen" varchar(40) NOT NULL,
	"alasan" varchar(200) NOT NULL,
	"disetujui_oleh" varchar(30) NOT NULL,
	"created_by" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hancur_barang" ADD CONSTRAINT "hancur_barang_dokumen_id_stok_dokumen_id_fk" FOREIGN KEY ("dokumen_id") REFERENCES "public"."stok_dokumen"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hancur_barang" ADD CONSTRAINT "hancur_barang_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hancur_barang_toko_tgl" ON "hancur_barang" USING btree ("kode_toko","created_at");