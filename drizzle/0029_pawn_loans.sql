CREATE TABLE "hutang_pelunasan" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"no_pelunasan" varchar(30) NOT NULL,
	"no_faktur_hutang" varchar(30) NOT NULL,
	"kode_toko" varchar(20) NOT NULL,
	"jenis" varchar(10) NOT NULL,
	"tanggal" timestamp with time zone NOT NULL,
	"lama_hari" integer NOT NULL,
	"bunga_rp" bigint NOT NULL,
	"bunga_pinjam" bigint NOT NULL,
	"diskon_bunga" bigint DEFAULT 0 NOT NULL,
	"diskon_disetujui_oleh" varchar(30),
	"pokok_dibayar" bigint NOT NULL,
	"total_bayar" bigint NOT NULL,
	"bayar_tunai" bigint DEFAULT 0 NOT NULL,
	"bayar_transfer" bigint DEFAULT 0 NOT NULL,
	"no_rekening_transfer" varchar(30),
	"hasil_lelang" bigint,
	"kelebihan_lelang" bigint,
	"status" varchar(10) DEFAULT 'AKTIF' NOT NULL,
	"idempotency_key" varchar(80),
	"jurnal_id" bigint,
	"stok_dokumen_id" bigint,
	"alasan_batal" varchar(200),
	"dibatalkan_oleh" varchar(30),
	"batal_disetujui_oleh" varchar(30),
	"dibatalkan_at" timestamp with time zone,
	"jurnal_batal_id" bigint,
	"stok_dokumen_batal_id" bigint,
	"divalidasi_oleh" varchar(30),
	"divalidasi_at" timestamp with time zone,
	"dicetak" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	CONSTRAINT "hutang_pelunasan_no_pelunasan_unique" UNIQUE("no_pelunasan"),
	CONSTRAINT "hutang_pelunasan_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "hutang_pelunasan_jenis" CHECK ("hutang_pelunasan"."jenis" in ('LUNAS', 'PERPANJANG', 'LELANG')),
	CONSTRAINT "hutang_pelunasan_status" CHECK ("hutang_pelunasan"."status" in ('AKTIF', 'BATAL')),
	CONSTRAINT "hutang_pelunasan_bunga" CHECK ("hutang_pelunasan"."lama_hari" >= 1 and "hutang_pelunasan"."bunga_pinjam" = "hutang_pelunasan"."bunga_rp" * "hutang_pelunasan"."lama_hari" and "hutang_pelunasan"."diskon_bunga" >= 0 and "hutang_pelunasan"."diskon_bunga" <= "hutang_pelunasan"."bunga_pinjam"),
	CONSTRAINT "hutang_pelunasan_dibayar" CHECK ("hutang_pelunasan"."bayar_tunai" >= 0 and "hutang_pelunasan"."bayar_transfer" >= 0),
	CONSTRAINT "hutang_pelunasan_validasi_batal" CHECK (not ("hutang_pelunasan"."status" = 'BATAL' and "hutang_pelunasan"."divalidasi_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "hutang_pengingat" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"no_faktur_hutang" varchar(30) NOT NULL,
	"jenis" varchar(20) NOT NULL,
	"dikirim_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dikirim_oleh" varchar(30) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kondisi_pinjaman" (
	"kode_kondisi" varchar(20) PRIMARY KEY NOT NULL,
	"nama_kondisi" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "para_bunga_hutang" (
	"id" serial PRIMARY KEY NOT NULL,
	"jumlah_dari" bigint NOT NULL,
	"jumlah_sampai" bigint NOT NULL,
	"hari_dari" integer NOT NULL,
	"hari_sampai" integer NOT NULL,
	"bunga" numeric(5, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	CONSTRAINT "para_bunga_hutang_rentang" CHECK ("para_bunga_hutang"."jumlah_dari" >= 0 and "para_bunga_hutang"."jumlah_dari" <= "para_bunga_hutang"."jumlah_sampai" and "para_bunga_hutang"."hari_dari" >= 1 and "para_bunga_hutang"."hari_dari" <= "para_bunga_hutang"."hari_sampai"),
	CONSTRAINT "para_bunga_hutang_bunga" CHECK ("para_bunga_hutang"."bunga" > 0 and "para_bunga_hutang"."bunga" <= 100)
);
--> statement-breakpoint
CREATE TABLE "para_hutang_pokok" (
	"kode_dept" varchar(20) PRIMARY KEY NOT NULL,
	"nominal_per_gram" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plafond_hutang_kadar" (
	"id" serial PRIMARY KEY NOT NULL,
	"kadar_dari" numeric(5, 2) NOT NULL,
	"kadar_sampai" numeric(5, 2) NOT NULL,
	"persen" numeric(5, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	CONSTRAINT "plafond_hutang_kadar_rentang" CHECK ("plafond_hutang_kadar"."kadar_dari" > 0 and "plafond_hutang_kadar"."kadar_dari" <= "plafond_hutang_kadar"."kadar_sampai" and "plafond_hutang_kadar"."kadar_sampai" <= 100),
	CONSTRAINT "plafond_hutang_kadar_persen" CHECK ("plafond_hutang_kadar"."persen" > 0 and "plafond_hutang_kadar"."persen" <= 100)
);
--> statement-breakpoint
ALTER TABLE "hutang" ALTER COLUMN "kode_customer" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "hutang" ADD COLUMN "nama_customer" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hutang" ADD COLUMN "alamat_customer" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hutang" ADD COLUMN "no_hp_customer" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hutang" ADD COLUMN "no_ktp" varchar(30) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hutang" ADD COLUMN "total_taksiran" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hutang" ADD COLUMN "plafond" bigint;--> statement-breakpoint
ALTER TABLE "hutang" ADD COLUMN "plafond_disetujui_oleh" varchar(30);--> statement-breakpoint
ALTER TABLE "hutang" ADD COLUMN "biaya_admin" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hutang" ADD COLUMN "lama_hari" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "hutang" ADD COLUMN "tgl_jatuh_tempo" date;--> statement-breakpoint
ALTER TABLE "hutang" ADD COLUMN "masa_tenggang_hari" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hutang" ADD COLUMN "tgl_lelang" date;--> statement-breakpoint
ALTER TABLE "hutang" ADD COLUMN "bayar_tunai" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hutang" ADD COLUMN "bayar_transfer" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hutang" ADD COLUMN "no_rekening_transfer" varchar(30);--> statement-breakpoint
ALTER TABLE "hutang" ADD COLUMN "hutang_asal" varchar(30);--> statement-breakpoint
ALTER TABLE "hutang" ADD COLUMN "status" varchar(10) DEFAULT 'AKTIF' NOT NULL;--> statement-breakpoint
ALTER TABLE "hutang" ADD COLUMN "idempotency_key" varchar(80);--> statement-breakpoint
ALTER TABLE "hutang" ADD COLUMN "jurnal_id" bigint;--> statement-breakpoint
ALTER TABLE "hutang" ADD COLUMN "stok_dokumen_id" bigint;--> statement-breakpoint
ALTER TABLE "hutang" ADD COLUMN "divalidasi_oleh" varchar(30);--> statement-breakpoint
ALTER TABLE "hutang" ADD COLUMN "divalidasi_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hutang" ADD COLUMN "dicetak" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Loans written before this migration (the demo's): their customer on the loan itself, their state from tgl_lunas, their dates from a 30-day term.
UPDATE "hutang" h SET "nama_customer" = left(c."nama_customer", 100), "alamat_customer" = left(c."alamat_customer", 200), "no_hp_customer" = left(c."no_hp", 20)
  FROM "customer" c WHERE c."kode_customer" = h."kode_customer";--> statement-breakpoint
UPDATE "hutang" SET "status" = 'LUNAS' WHERE "tgl_lunas" IS NOT NULL;--> statement-breakpoint
UPDATE "hutang" SET "tgl_jatuh_tempo" = ("tgl_hutang" AT TIME ZONE 'Asia/Jakarta')::date + "lama_hari",
                    "tgl_lelang" = ("tgl_hutang" AT TIME ZONE 'Asia/Jakarta')::date + "lama_hari" + "masa_tenggang_hari";--> statement-breakpoint
ALTER TABLE "hutang_detail" ADD COLUMN "urutan" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "hutang_detail" ADD COLUMN "kode_barcode" varchar(30);--> statement-breakpoint
ALTER TABLE "hutang_detail" ADD COLUMN "kode_group" varchar(20);--> statement-breakpoint
ALTER TABLE "hutang_detail" ADD COLUMN "kode_dept" varchar(20);--> statement-breakpoint
ALTER TABLE "hutang_detail" ADD COLUMN "berat_kotor" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "hutang_detail" ADD COLUMN "kadar" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "hutang_detail" ADD COLUMN "kode_kondisi" varchar(20);--> statement-breakpoint
ALTER TABLE "hutang_detail" ADD COLUMN "harga_emas" bigint;--> statement-breakpoint
ALTER TABLE "hutang_detail" ADD COLUMN "taksiran" bigint;--> statement-breakpoint
ALTER TABLE "hutang_detail" ADD COLUMN "photo_path" text;--> statement-breakpoint
ALTER TABLE "hutang_pelunasan" ADD CONSTRAINT "hutang_pelunasan_no_faktur_hutang_hutang_no_faktur_hutang_fk" FOREIGN KEY ("no_faktur_hutang") REFERENCES "public"."hutang"("no_faktur_hutang") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hutang_pelunasan" ADD CONSTRAINT "hutang_pelunasan_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hutang_pelunasan" ADD CONSTRAINT "hutang_pelunasan_no_rekening_transfer_rekening_no_rekening_fk" FOREIGN KEY ("no_rekening_transfer") REFERENCES "public"."rekening"("no_rekening") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hutang_pengingat" ADD CONSTRAINT "hutang_pengingat_no_faktur_hutang_hutang_no_faktur_hutang_fk" FOREIGN KEY ("no_faktur_hutang") REFERENCES "public"."hutang"("no_faktur_hutang") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "para_hutang_pokok" ADD CONSTRAINT "para_hutang_pokok_kode_dept_jenis_kode_dept_fk" FOREIGN KEY ("kode_dept") REFERENCES "public"."jenis"("kode_dept") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hutang_pelunasan_satu" ON "hutang_pelunasan" USING btree ("no_faktur_hutang") WHERE "hutang_pelunasan"."status" <> 'BATAL';--> statement-breakpoint
CREATE INDEX "hutang_pelunasan_toko_tgl" ON "hutang_pelunasan" USING btree ("kode_toko","tanggal");--> statement-breakpoint
CREATE UNIQUE INDEX "hutang_pengingat_sekali" ON "hutang_pengingat" USING btree ("no_faktur_hutang","jenis");--> statement-breakpoint
ALTER TABLE "hutang" ADD CONSTRAINT "hutang_no_rekening_transfer_rekening_no_rekening_fk" FOREIGN KEY ("no_rekening_transfer") REFERENCES "public"."rekening"("no_rekening") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hutang" ADD CONSTRAINT "hutang_hutang_asal_hutang_no_faktur_hutang_fk" FOREIGN KEY ("hutang_asal") REFERENCES "public"."hutang"("no_faktur_hutang") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hutang_detail" ADD CONSTRAINT "hutang_detail_kode_barcode_barang_kode_barcode_fk" FOREIGN KEY ("kode_barcode") REFERENCES "public"."barang"("kode_barcode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hutang_detail" ADD CONSTRAINT "hutang_detail_kode_group_group_barang_kode_group_fk" FOREIGN KEY ("kode_group") REFERENCES "public"."group_barang"("kode_group") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hutang_detail" ADD CONSTRAINT "hutang_detail_kode_dept_jenis_kode_dept_fk" FOREIGN KEY ("kode_dept") REFERENCES "public"."jenis"("kode_dept") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hutang_detail" ADD CONSTRAINT "hutang_detail_kode_kondisi_kondisi_pinjaman_kode_kondisi_fk" FOREIGN KEY ("kode_kondisi") REFERENCES "public"."kondisi_pinjaman"("kode_kondisi") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hutang_toko_status_tempo" ON "hutang" USING btree ("kode_toko","status","tgl_jatuh_tempo");--> statement-breakpoint
CREATE INDEX "hutang_toko_tgl" ON "hutang" USING btree ("kode_toko","tgl_hutang");--> statement-breakpoint
CREATE INDEX "hutang_nama_search" ON "hutang" USING gin ("nama_customer" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "hutang_asal_unique" ON "hutang" USING btree ("hutang_asal");--> statement-breakpoint
CREATE INDEX "hutang_detail_barcode" ON "hutang_detail" USING btree ("kode_barcode");--> statement-breakpoint
ALTER TABLE "hutang" ADD CONSTRAINT "hutang_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "hutang" ADD CONSTRAINT "hutang_status" CHECK ("hutang"."status" in ('AKTIF', 'LUNAS', 'PERPANJANG', 'LELANG', 'BATAL'));--> statement-breakpoint
ALTER TABLE "hutang" ADD CONSTRAINT "hutang_jumlah" CHECK ("hutang"."jumlah_hutang" > 0 and "hutang"."bunga_rp" >= 0 and "hutang"."biaya_admin" >= 0 and "hutang"."biaya_admin" < "hutang"."jumlah_hutang");--> statement-breakpoint
ALTER TABLE "hutang" ADD CONSTRAINT "hutang_dibayar" CHECK ("hutang"."bayar_tunai" >= 0 and "hutang"."bayar_transfer" >= 0 and "hutang"."bayar_tunai" + "hutang"."bayar_transfer" <= "hutang"."jumlah_hutang");--> statement-breakpoint
ALTER TABLE "hutang" ADD CONSTRAINT "hutang_selesai" CHECK (("hutang"."status" in ('LUNAS', 'PERPANJANG', 'LELANG')) = ("hutang"."tgl_lunas" is not null));--> statement-breakpoint
ALTER TABLE "hutang" ADD CONSTRAINT "hutang_validasi_batal" CHECK (not ("hutang"."status" = 'BATAL' and "hutang"."divalidasi_at" is not null));--> statement-breakpoint
ALTER TABLE "hutang_detail" ADD CONSTRAINT "hutang_detail_kadar" CHECK ("hutang_detail"."kadar" is null or ("hutang_detail"."kadar" > 0 and "hutang_detail"."kadar" <= 100));--> statement-breakpoint
ALTER TABLE "hutang_detail" ADD CONSTRAINT "hutang_detail_berat" CHECK ("hutang_detail"."berat" > 0 and ("hutang_detail"."berat_kotor" is null or "hutang_detail"."berat_kotor" >= "hutang_detail"."berat"));--> statement-breakpoint
-- Custody (decision 031): a pledged item is on the gram ledger in state PLEDGED, in the custody vault (a place like a
-- tray, never stock: stok_dihitung stays READY only), and leaves it only back to its owner (REDEEMED), or at auction into
-- a tray (FORFEITED) or to a buyer (AUCTION_SOLD). No other kind of entry may take an item out of PLEDGED.
ALTER TABLE "barang" DROP CONSTRAINT "barang_status_valid";--> statement-breakpoint
ALTER TABLE "barang" ADD CONSTRAINT "barang_status_valid" CHECK ("status" IN ('READY', 'TRANSIT', 'SOLD', 'DESTROYED', 'MISSING', 'PLEDGED', 'REDEEMED'));--> statement-breakpoint
ALTER TABLE "mutasi_stok" DROP CONSTRAINT "mutasi_stok_tray_when_ready";--> statement-breakpoint
ALTER TABLE "mutasi_stok" ADD CONSTRAINT "mutasi_stok_tray_when_ready" CHECK (("ke_status" IN ('READY', 'PLEDGED')) = ("ke_gudang" <> '' AND "ke_baki" <> ''));--> statement-breakpoint
ALTER TABLE "mutasi_stok" DROP CONSTRAINT "mutasi_stok_transition";--> statement-breakpoint
ALTER TABLE "mutasi_stok" ADD CONSTRAINT "mutasi_stok_transition" CHECK (
  ("dari_status" IS NULL AND "sebelumnya_id" IS NULL AND (
       ("jenis_mutasi" = 'RECEIVED' AND "ke_status" = 'READY')
    OR ("jenis_mutasi" = 'PLEDGED' AND "ke_status" = 'PLEDGED')
  ))
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
    OR ("jenis_mutasi" = 'REDEEMED' AND "dari_status" = 'PLEDGED' AND "ke_status" = 'REDEEMED' AND "dari_toko" = "ke_toko")
    OR ("jenis_mutasi" = 'REDEMPTION_CANCELLED' AND "dari_status" = 'REDEEMED' AND "ke_status" = 'PLEDGED' AND "dari_toko" = "ke_toko")
    OR ("jenis_mutasi" = 'FORFEITED' AND "dari_status" = 'PLEDGED' AND "ke_status" = 'READY' AND "dari_toko" = "ke_toko")
    OR ("jenis_mutasi" = 'AUCTION_SOLD' AND "dari_status" = 'PLEDGED' AND "ke_status" = 'SOLD' AND "dari_toko" = "ke_toko")
  ))
);--> statement-breakpoint
-- Custody holds exactly the items of active loans: a pledged item whose loans are none active, or an active loan's
-- item that is not pledged. No rows when all is well (the tests call it, like stock_item_mismatches()).
CREATE FUNCTION custody_mismatches() RETURNS TABLE (kode_barcode varchar, status varchar, no_faktur_hutang varchar) LANGUAGE sql STABLE AS $$
  SELECT b.kode_barcode, b.status, NULL::varchar FROM barang b
   WHERE b.status = 'PLEDGED'
     AND NOT EXISTS (SELECT 1 FROM hutang_detail d JOIN hutang h ON h.no_faktur_hutang = d.no_faktur_hutang
                      WHERE d.kode_barcode = b.kode_barcode AND h.status = 'AKTIF')
  UNION ALL
  SELECT d.kode_barcode, b.status, h.no_faktur_hutang FROM hutang h
    JOIN hutang_detail d ON d.no_faktur_hutang = h.no_faktur_hutang
    LEFT JOIN barang b ON b.kode_barcode = d.kode_barcode
   WHERE h.status = 'AKTIF' AND d.kode_barcode IS NOT NULL AND b.status IS DISTINCT FROM 'PLEDGED'
$$;--> statement-breakpoint
-- The accounts pawn loans post to, and the conditions a pledged item is in; every installation has them.
INSERT INTO "akun" ("nomor_akun", "nama_akun", "jenis") VALUES
  ('1-1400', 'Piutang Gadai', 'ASET'),
  ('4-2000', 'Pendapatan Bunga Gadai', 'PENDAPATAN'),
  ('4-2100', 'Pendapatan Administrasi Gadai', 'PENDAPATAN'),
  ('2-1300', 'Kelebihan Lelang Nasabah', 'KEWAJIBAN')
ON CONFLICT ("nomor_akun") DO NOTHING;--> statement-breakpoint
INSERT INTO "kondisi_pinjaman" ("kode_kondisi", "nama_kondisi") VALUES ('BAGUS', 'Bagus'), ('KUSAM', 'Kusam'), ('RUSAK', 'Rusak')
ON CONFLICT ("kode_kondisi") DO NOTHING;--> statement-breakpoint
-- Pawn loan parameters (issue 27, helper g2): two bands must never both match one loan, held by the database as well
-- as by the services (which lock the table and answer bungaHutangTumpangTindih / plafondKadarTumpangTindih).
-- Bounds are inclusive on both ends ('[]'): Rp 0–5.000.000 and Rp 5.000.001–… do not overlap; 70–79,99 and 80–100 neither.
-- Range types have their own GiST operator classes: no extension is needed.
ALTER TABLE "para_bunga_hutang" ADD CONSTRAINT "para_bunga_hutang_tanpa_tumpang_tindih"
  EXCLUDE USING gist (int8range("jumlah_dari", "jumlah_sampai", '[]') WITH &&, int4range("hari_dari", "hari_sampai", '[]') WITH &&);--> statement-breakpoint
ALTER TABLE "plafond_hutang_kadar" ADD CONSTRAINT "plafond_hutang_kadar_tanpa_tumpang_tindih"
  EXCLUDE USING gist (numrange("kadar_dari", "kadar_sampai", '[]') WITH &&);
