CREATE TABLE "riwayat_harga_barang" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kode_barcode" varchar(30) NOT NULL,
	"kolom" varchar(20) NOT NULL,
	"sebelum" text NOT NULL,
	"sesudah" text NOT NULL,
	"diubah_oleh" varchar(30) NOT NULL,
	"disetujui_oleh" varchar(30),
	"diubah_pada" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "riwayat_harga_barang_kolom" CHECK ("riwayat_harga_barang"."kolom" in ('harga_tetap', 'harga_jual', 'ongkos'))
);
--> statement-breakpoint
ALTER TABLE "riwayat_harga_barang" ADD CONSTRAINT "riwayat_harga_barang_kode_barcode_barang_kode_barcode_fk" FOREIGN KEY ("kode_barcode") REFERENCES "public"."barang"("kode_barcode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "riwayat_harga_barang_barcode" ON "riwayat_harga_barang" USING btree ("kode_barcode","id");--> statement-breakpoint
CREATE TRIGGER riwayat_harga_barang_append_only BEFORE UPDATE OR DELETE ON "riwayat_harga_barang" FOR EACH ROW EXECUTE FUNCTION ledger_is_append_only();
