CREATE TABLE "kondisi_pembelian" (
	"kode_kondisi" varchar(20) PRIMARY KEY NOT NULL,
	"nama_kondisi" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pembelian_detail" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"no_faktur_beli" varchar(30) NOT NULL,
	"urutan" smallint NOT NULL,
	"kode_barcode" varchar(30),
	"no_faktur_jual" varchar(30),
	"kondisi" varchar(30) NOT NULL,
	"kelompok_harga" varchar(20) NOT NULL,
	"kode_group" varchar(20) NOT NULL,
	"kode_dept" varchar(20),
	"nama_barang" varchar(100) NOT NULL,
	"harga_emas" bigint NOT NULL,
	"harga_beli_per_gram" bigint DEFAULT 0 NOT NULL,
	"berat_nota" numeric(12, 3) NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	"harga_nota" bigint NOT NULL,
	"harga_hitung" bigint DEFAULT 0 NOT NULL,
	"pembulatan" integer DEFAULT 0 NOT NULL,
	"pembulatan_kebawah" boolean DEFAULT false NOT NULL,
	"harga" bigint NOT NULL,
	"disetujui_oleh" varchar(30),
	"tujuan" varchar(10) DEFAULT 'BAKI' NOT NULL,
	CONSTRAINT "pembelian_detail_positif" CHECK ("pembelian_detail"."berat" > 0 and "pembelian_detail"."harga" >= 0 and "pembelian_detail"."berat_nota" >= 0 and "pembelian_detail"."harga_nota" >= 0)
);
--> statement-breakpoint
CREATE TABLE "penjualan_detail" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"no_faktur_jual" varchar(30) NOT NULL,
	"urutan" smallint NOT NULL,
	"kode_barcode" varchar(30) NOT NULL,
	"nama_barang" varchar(200) NOT NULL,
	"kode_group" varchar(20) NOT NULL,
	"kode_dept" varchar(20) NOT NULL,
	"kadar" numeric(5, 2) NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	"harga_per_gram" bigint NOT NULL,
	"ongkos" bigint NOT NULL,
	"harga_tetap" boolean NOT NULL,
	"pembulatan" integer NOT NULL,
	"pembulatan_kebawah" boolean NOT NULL,
	"harga_hitung" bigint NOT NULL,
	"harga_jual" bigint NOT NULL,
	"disetujui_oleh" varchar(30),
	CONSTRAINT "penjualan_detail_positif" CHECK ("penjualan_detail"."berat" > 0 and "penjualan_detail"."harga_jual" > 0 and "penjualan_detail"."harga_hitung" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tutup_toko" (
	"kode_toko" varchar(20) NOT NULL,
	"tanggal" date NOT NULL,
	"kas_awal" bigint NOT NULL,
	"kas_masuk" bigint NOT NULL,
	"kas_keluar" bigint NOT NULL,
	"kas_akhir" bigint NOT NULL,
	"kas_fisik" bigint NOT NULL,
	"selisih" bigint NOT NULL,
	"rincian" jsonb NOT NULL,
	"jurnal_selisih_id" bigint,
	"disetujui_oleh" varchar(30) NOT NULL,
	"idempotency_key" varchar(80) NOT NULL,
	"created_by" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutup_toko_kode_toko_tanggal_pk" PRIMARY KEY("kode_toko","tanggal"),
	CONSTRAINT "tutup_toko_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "tutup_toko_selisih" CHECK ("tutup_toko"."selisih" = "tutup_toko"."kas_fisik" - "tutup_toko"."kas_akhir")
);
--> statement-breakpoint
ALTER TABLE "kode_transaksi" ADD COLUMN "nomor_akun" varchar(30);--> statement-breakpoint
ALTER TABLE "pembelian" ADD COLUMN "nama_customer" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pembelian" ADD COLUMN "alamat_customer" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pembelian" ADD COLUMN "no_hp_customer" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pembelian" ADD COLUMN "total_berat" numeric(12, 3);--> statement-breakpoint
UPDATE "pembelian" SET "total_berat" = "berat";--> statement-breakpoint
ALTER TABLE "pembelian" ALTER COLUMN "total_berat" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "pembelian" ADD COLUMN "total_harga" bigint;--> statement-breakpoint
UPDATE "pembelian" SET "total_harga" = "harga";--> statement-breakpoint
ALTER TABLE "pembelian" ALTER COLUMN "total_harga" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "pembelian" ADD COLUMN "bayar_tunai" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pembelian" ADD COLUMN "bayar_transfer" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pembelian" ADD COLUMN "no_rekening_transfer" varchar(30);--> statement-breakpoint
ALTER TABLE "pembelian" ADD COLUMN "status" varchar(10) DEFAULT 'AKTIF' NOT NULL;--> statement-breakpoint
ALTER TABLE "pembelian" ADD COLUMN "idempotency_key" varchar(80);--> statement-breakpoint
ALTER TABLE "pembelian" ADD COLUMN "jurnal_id" bigint;--> statement-breakpoint
ALTER TABLE "pembelian" ADD COLUMN "stok_dokumen_id" bigint;--> statement-breakpoint
ALTER TABLE "pembelian" ADD COLUMN "divalidasi_oleh" varchar(30);--> statement-breakpoint
ALTER TABLE "pembelian" ADD COLUMN "divalidasi_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pembelian" ADD COLUMN "alasan_batal" varchar(200);--> statement-breakpoint
ALTER TABLE "pembelian" ADD COLUMN "dibatalkan_oleh" varchar(30);--> statement-breakpoint
ALTER TABLE "pembelian" ADD COLUMN "batal_disetujui_oleh" varchar(30);--> statement-breakpoint
ALTER TABLE "pembelian" ADD COLUMN "dibatalkan_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pembelian" ADD COLUMN "jurnal_batal_id" bigint;--> statement-breakpoint
ALTER TABLE "pembelian" ADD COLUMN "stok_dokumen_batal_id" bigint;--> statement-breakpoint
ALTER TABLE "pembelian" ADD COLUMN "dicetak" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "nama_customer" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "alamat_customer" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "no_hp_customer" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "subtotal" bigint;--> statement-breakpoint
UPDATE "penjualan" SET "subtotal" = "total_harga";--> statement-breakpoint
ALTER TABLE "penjualan" ALTER COLUMN "subtotal" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "ppn_persen" numeric(5, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "ppn" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "bayar_tunai" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "uang_diterima" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "bayar_transfer" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "no_rekening_transfer" varchar(30);--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "bayar_kartu" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "no_rekening_kartu" varchar(30);--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "status" varchar(10) DEFAULT 'AKTIF' NOT NULL;--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "idempotency_key" varchar(80);--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "jurnal_id" bigint;--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "stok_dokumen_id" bigint;--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "divalidasi_oleh" varchar(30);--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "divalidasi_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "alasan_batal" varchar(200);--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "dibatalkan_oleh" varchar(30);--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "batal_disetujui_oleh" varchar(30);--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "dibatalkan_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "jurnal_batal_id" bigint;--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "stok_dokumen_batal_id" bigint;--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "dicetak" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pembelian_detail" ADD CONSTRAINT "pembelian_detail_no_faktur_beli_pembelian_no_faktur_beli_fk" FOREIGN KEY ("no_faktur_beli") REFERENCES "public"."pembelian"("no_faktur_beli") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pembelian_detail" ADD CONSTRAINT "pembelian_detail_kode_barcode_barang_kode_barcode_fk" FOREIGN KEY ("kode_barcode") REFERENCES "public"."barang"("kode_barcode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pembelian_detail" ADD CONSTRAINT "pembelian_detail_kode_group_group_barang_kode_group_fk" FOREIGN KEY ("kode_group") REFERENCES "public"."group_barang"("kode_group") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pembelian_detail" ADD CONSTRAINT "pembelian_detail_kode_dept_jenis_kode_dept_fk" FOREIGN KEY ("kode_dept") REFERENCES "public"."jenis"("kode_dept") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penjualan_detail" ADD CONSTRAINT "penjualan_detail_no_faktur_jual_penjualan_no_faktur_jual_fk" FOREIGN KEY ("no_faktur_jual") REFERENCES "public"."penjualan"("no_faktur_jual") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penjualan_detail" ADD CONSTRAINT "penjualan_detail_kode_barcode_barang_kode_barcode_fk" FOREIGN KEY ("kode_barcode") REFERENCES "public"."barang"("kode_barcode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutup_toko" ADD CONSTRAINT "tutup_toko_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutup_toko" ADD CONSTRAINT "tutup_toko_jurnal_selisih_id_jurnal_id_fk" FOREIGN KEY ("jurnal_selisih_id") REFERENCES "public"."jurnal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pembelian_detail_urutan" ON "pembelian_detail" USING btree ("no_faktur_beli","urutan");--> statement-breakpoint
CREATE INDEX "pembelian_detail_barcode" ON "pembelian_detail" USING btree ("kode_barcode");--> statement-breakpoint
CREATE UNIQUE INDEX "penjualan_detail_urutan" ON "penjualan_detail" USING btree ("no_faktur_jual","urutan");--> statement-breakpoint
CREATE INDEX "penjualan_detail_barcode" ON "penjualan_detail" USING btree ("kode_barcode");--> statement-breakpoint
ALTER TABLE "kode_transaksi" ADD CONSTRAINT "kode_transaksi_nomor_akun_akun_nomor_akun_fk" FOREIGN KEY ("nomor_akun") REFERENCES "public"."akun"("nomor_akun") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pembelian" ADD CONSTRAINT "pembelian_no_rekening_transfer_rekening_no_rekening_fk" FOREIGN KEY ("no_rekening_transfer") REFERENCES "public"."rekening"("no_rekening") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penjualan" ADD CONSTRAINT "penjualan_no_rekening_transfer_rekening_no_rekening_fk" FOREIGN KEY ("no_rekening_transfer") REFERENCES "public"."rekening"("no_rekening") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penjualan" ADD CONSTRAINT "penjualan_no_rekening_kartu_rekening_no_rekening_fk" FOREIGN KEY ("no_rekening_kartu") REFERENCES "public"."rekening"("no_rekening") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pembelian" ADD CONSTRAINT "pembelian_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "penjualan" ADD CONSTRAINT "penjualan_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
-- Rows written before the counter existed (the demo's) were paid in cash, and each buyback was one item.
UPDATE "pembelian" SET "bayar_tunai" = "total_harga";--> statement-breakpoint
UPDATE "penjualan" SET "bayar_tunai" = "total_harga", "uang_diterima" = "total_harga";--> statement-breakpoint
INSERT INTO "pembelian_detail" ("no_faktur_beli", "urutan", "kondisi", "kelompok_harga", "kode_group", "nama_barang", "harga_emas", "berat_nota", "berat", "harga_nota", "harga_hitung", "harga")
SELECT "no_faktur_beli", 1, "kondisi", "kelompok_harga", "kode_group", "nama_barang", "harga_emas", "berat_nota", "berat", "harga_nota", "harga", "harga" FROM "pembelian";--> statement-breakpoint
ALTER TABLE "pembelian" ADD CONSTRAINT "pembelian_dibayar" CHECK ("pembelian"."bayar_tunai" >= 0 and "pembelian"."bayar_transfer" >= 0 and "pembelian"."bayar_tunai" + "pembelian"."bayar_transfer" = "pembelian"."total_harga");--> statement-breakpoint
ALTER TABLE "penjualan" ADD CONSTRAINT "penjualan_total" CHECK ("penjualan"."total_harga" = "penjualan"."subtotal" + "penjualan"."ppn" and "penjualan"."ppn" >= 0 and "penjualan"."subtotal" >= 0);--> statement-breakpoint
ALTER TABLE "penjualan" ADD CONSTRAINT "penjualan_dibayar" CHECK ("penjualan"."bayar_tunai" >= 0 and "penjualan"."bayar_transfer" >= 0 and "penjualan"."bayar_kartu" >= 0
      and "penjualan"."bayar_tunai" + "penjualan"."bayar_transfer" + "penjualan"."bayar_kartu" = "penjualan"."total_harga" and "penjualan"."uang_diterima" >= "penjualan"."bayar_tunai");--> statement-breakpoint
ALTER TABLE "penjualan" ADD CONSTRAINT "penjualan_status" CHECK ("status" IN ('AKTIF', 'BATAL') AND ("status" = 'BATAL') = ("dibatalkan_at" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "pembelian" ADD CONSTRAINT "pembelian_status" CHECK ("status" IN ('AKTIF', 'BATAL') AND ("status" = 'BATAL') = ("dibatalkan_at" IS NOT NULL));--> statement-breakpoint
-- A validated document is never cancelled (/validasi-jual-beli).
ALTER TABLE "penjualan" ADD CONSTRAINT "penjualan_validasi_batal" CHECK (NOT ("status" = 'BATAL' AND "divalidasi_at" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "pembelian" ADD CONSTRAINT "pembelian_validasi_batal" CHECK (NOT ("status" = 'BATAL' AND "divalidasi_at" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "pembelian_detail" ADD CONSTRAINT "pembelian_detail_tujuan" CHECK ("tujuan" IN ('BAKI', 'HANCUR'));--> statement-breakpoint
CREATE TRIGGER penjualan_detail_append_only BEFORE UPDATE OR DELETE ON "penjualan_detail" FOR EACH ROW EXECUTE FUNCTION ledger_is_append_only();--> statement-breakpoint
CREATE TRIGGER pembelian_detail_append_only BEFORE UPDATE OR DELETE ON "pembelian_detail" FOR EACH ROW EXECUTE FUNCTION ledger_is_append_only();--> statement-breakpoint
CREATE TRIGGER tutup_toko_append_only BEFORE UPDATE OR DELETE ON "tutup_toko" FOR EACH ROW EXECUTE FUNCTION ledger_is_append_only();--> statement-breakpoint
-- Cancelling a sale puts its items back (SOLD -> READY); cancelling a buyback gives them back (READY -> SOLD).
ALTER TABLE "mutasi_stok" DROP CONSTRAINT "mutasi_stok_transition";--> statement-breakpoint
ALTER TABLE "mutasi_stok" ADD CONSTRAINT "mutasi_stok_transition" CHECK (
  ("jenis_mutasi" = 'RECEIVED' AND "dari_status" IS NULL AND "sebelumnya_id" IS NULL)
  OR ("dari_status" IS NOT NULL AND "sebelumnya_id" IS NOT NULL AND (
       ("jenis_mutasi" = 'MOVED' AND "dari_status" = 'READY' AND "ke_status" = 'READY' AND "dari_toko" = "ke_toko")
    OR ("jenis_mutasi" = 'SOLD' AND "dari_status" = 'READY' AND "ke_status" = 'SOLD' AND "dari_toko" = "ke_toko")
    OR ("jenis_mutasi" = 'SALE_CANCELLED' AND "dari_status" = 'SOLD' AND "ke_status" = 'READY' AND "dari_toko" = "ke_toko")
    OR ("jenis_mutasi" = 'BOUGHT_BACK' AND "dari_status" = 'SOLD' AND "ke_status" = 'READY')
    OR ("jenis_mutasi" = 'BUYBACK_CANCELLED' AND "dari_status" = 'READY' AND "ke_status" = 'SOLD' AND "dari_toko" = "ke_toko")
    OR ("jenis_mutasi" = 'DESTROYED' AND "dari_status" = 'READY' AND "ke_status" = 'DESTROYED' AND "dari_toko" = "ke_toko")
    OR ("jenis_mutasi" = 'SENT' AND "dari_status" IN ('READY', 'TRANSIT') AND "ke_status" = 'TRANSIT' AND "dari_toko" <> "ke_toko")
    OR ("jenis_mutasi" = 'RECEIVED_FROM_SHOP' AND "dari_status" = 'TRANSIT' AND "ke_status" = 'READY' AND "dari_toko" = "ke_toko")
    OR ("jenis_mutasi" = 'ADJUSTED' AND "dari_status" IN ('READY', 'MISSING') AND "ke_status" IN ('READY', 'MISSING') AND "dari_toko" = "ke_toko")
  ))
);--> statement-breakpoint
-- Whether a shop's Jakarta day is still open for writing, asked under a shared lock that the closing takes
-- exclusively: a posting either commits before the closing reads the day's figures or finds the day closed.
-- (In PL/pgSQL the check after the lock gets a fresh snapshot, so it sees a closing that committed while it waited.)
CREATE FUNCTION toko_hari_terbuka(p_kode_toko varchar, p_tanggal date) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtextextended('tutup_toko:' || p_kode_toko || ':' || p_tanggal::text, 23));
  RETURN NOT EXISTS (SELECT 1 FROM tutup_toko WHERE kode_toko = p_kode_toko AND tanggal = p_tanggal);
END $$;--> statement-breakpoint
-- The accounts the counter posts to (decision 020); every installation has them.
INSERT INTO "akun" ("nomor_akun", "nama_akun", "jenis") VALUES
  ('4-1000', 'Penjualan Emas', 'PENDAPATAN'),
  ('2-1100', 'PPN Keluaran', 'KEWAJIBAN'),
  ('1-1500', 'Persediaan Emas Pembelian', 'ASET'),
  ('4-9000', 'Pendapatan Lain-lain', 'PENDAPATAN'),
  ('6-1000', 'Selisih Kas', 'BEBAN'),
  ('6-2000', 'Biaya Operasional Toko', 'BEBAN')
ON CONFLICT ("nomor_akun") DO NOTHING;--> statement-breakpoint
INSERT INTO "kode_transaksi" ("kode_transaksi", "nama_transaksi", "nomor_akun") VALUES
  ('BIAYA_OPERASIONAL', 'Biaya Operasional Toko', '6-2000'),
  ('PENDAPATAN_LAIN', 'Pendapatan Lain-lain', '4-9000')
ON CONFLICT ("kode_transaksi") DO NOTHING;--> statement-breakpoint
INSERT INTO "kondisi_pembelian" ("kode_kondisi", "nama_kondisi") VALUES
  ('BAGUS', 'Bagus'), ('KUSAM', 'Kusam'), ('RUSAK', 'Rusak'), ('PATAH', 'Patah')
ON CONFLICT ("kode_kondisi") DO NOTHING;
