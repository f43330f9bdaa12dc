CREATE TABLE "baki" (
	"kode_toko" varchar(20) NOT NULL,
	"kode_baki" varchar(20) NOT NULL,
	"kode_gudang" varchar(20) NOT NULL,
	"nama_baki" varchar(100) NOT NULL,
	"berat_baki" numeric(12, 3) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	CONSTRAINT "baki_kode_toko_kode_baki_pk" PRIMARY KEY("kode_toko","kode_baki")
);
--> statement-breakpoint
CREATE TABLE "bandrol" (
	"kode_bandrol" varchar(20) PRIMARY KEY NOT NULL,
	"nama_bandrol" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gudang" (
	"kode_toko" varchar(20) NOT NULL,
	"kode_gudang" varchar(20) NOT NULL,
	"nama_gudang" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	CONSTRAINT "gudang_kode_toko_kode_gudang_pk" PRIMARY KEY("kode_toko","kode_gudang")
);
--> statement-breakpoint
CREATE TABLE "harga_emas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kode_dept" varchar(20) NOT NULL,
	"harga_jual" bigint NOT NULL,
	"harga_beli" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kadar" (
	"kode_kadar" varchar(20) PRIMARY KEY NOT NULL,
	"nama_kadar" varchar(100) NOT NULL,
	"kadar" numeric(5, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kondisi_barang" (
	"kode_kondisi" varchar(20) PRIMARY KEY NOT NULL,
	"nama_kondisi" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nomor_dokumen" (
	"kode_toko" varchar(20) NOT NULL,
	"jenis_dokumen" varchar(30) NOT NULL,
	"tanggal" date NOT NULL,
	"terakhir" integer NOT NULL,
	CONSTRAINT "nomor_dokumen_kode_toko_jenis_dokumen_tanggal_pk" PRIMARY KEY("kode_toko","jenis_dokumen","tanggal")
);
--> statement-breakpoint
CREATE TABLE "parameter_ongkos" (
	"kode_group" varchar(20) NOT NULL,
	"kode_dept" varchar(20) NOT NULL,
	"ongkos" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	CONSTRAINT "parameter_ongkos_kode_group_kode_dept_pk" PRIMARY KEY("kode_group","kode_dept")
);
--> statement-breakpoint
CREATE TABLE "supplier" (
	"kode_supplier" varchar(20) PRIMARY KEY NOT NULL,
	"nama_supplier" varchar(100) NOT NULL,
	"alamat" varchar(200) DEFAULT '' NOT NULL,
	"no_hp" varchar(20) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL
);
--> statement-breakpoint
-- Gross weight starts as the gold weight for items that exist before this migration.
ALTER TABLE "barang" ADD COLUMN "berat_kotor" numeric(12, 3);--> statement-breakpoint
UPDATE "barang" SET "berat_kotor" = "berat";--> statement-breakpoint
ALTER TABLE "barang" ALTER COLUMN "berat_kotor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "barang" ADD COLUMN "ongkos" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "barang" ADD COLUMN "harga_tetap" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "barang" ADD COLUMN "kode_bandrol" varchar(20);--> statement-breakpoint
ALTER TABLE "barang" ADD COLUMN "kode_supplier" varchar(20);--> statement-breakpoint
ALTER TABLE "jenis" ADD COLUMN "kadar_cetak" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "baki" ADD CONSTRAINT "baki_kode_toko_kode_gudang_gudang_kode_toko_kode_gudang_fk" FOREIGN KEY ("kode_toko","kode_gudang") REFERENCES "public"."gudang"("kode_toko","kode_gudang") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gudang" ADD CONSTRAINT "gudang_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "harga_emas" ADD CONSTRAINT "harga_emas_kode_dept_jenis_kode_dept_fk" FOREIGN KEY ("kode_dept") REFERENCES "public"."jenis"("kode_dept") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomor_dokumen" ADD CONSTRAINT "nomor_dokumen_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parameter_ongkos" ADD CONSTRAINT "parameter_ongkos_kode_group_group_barang_kode_group_fk" FOREIGN KEY ("kode_group") REFERENCES "public"."group_barang"("kode_group") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parameter_ongkos" ADD CONSTRAINT "parameter_ongkos_kode_dept_jenis_kode_dept_fk" FOREIGN KEY ("kode_dept") REFERENCES "public"."jenis"("kode_dept") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "baki_gudang" ON "baki" USING btree ("kode_toko","kode_gudang");--> statement-breakpoint
CREATE INDEX "harga_emas_dept" ON "harga_emas" USING btree ("kode_dept","id");--> statement-breakpoint
ALTER TABLE "barang" ADD CONSTRAINT "barang_kode_bandrol_bandrol_kode_bandrol_fk" FOREIGN KEY ("kode_bandrol") REFERENCES "public"."bandrol"("kode_bandrol") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barang" ADD CONSTRAINT "barang_kode_supplier_supplier_kode_supplier_fk" FOREIGN KEY ("kode_supplier") REFERENCES "public"."supplier"("kode_supplier") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barang" ADD CONSTRAINT "barang_berat_kotor_not_below_berat" CHECK ("berat_kotor" >= "berat");--> statement-breakpoint
ALTER TABLE "barang" ADD CONSTRAINT "barang_ongkos_not_negative" CHECK ("ongkos" >= 0 AND "harga_jual" >= 0);--> statement-breakpoint
ALTER TABLE "baki" ADD CONSTRAINT "baki_berat_not_negative" CHECK ("berat_baki" >= 0);--> statement-breakpoint
ALTER TABLE "harga_emas" ADD CONSTRAINT "harga_emas_positive" CHECK ("harga_jual" > 0 AND "harga_beli" > 0);--> statement-breakpoint
ALTER TABLE "parameter_ongkos" ADD CONSTRAINT "parameter_ongkos_not_negative" CHECK ("ongkos" >= 0);--> statement-breakpoint
-- A price change is a new row: the history the counter priced from is never rewritten.
CREATE TRIGGER harga_emas_append_only BEFORE UPDATE OR DELETE ON "harga_emas" FOR EACH ROW EXECUTE FUNCTION ledger_is_append_only();--> statement-breakpoint
-- Warehouses and trays that items and transfers already name become master rows.
INSERT INTO "gudang" ("kode_toko", "kode_gudang", "nama_gudang")
SELECT DISTINCT kode_toko, kode_gudang, kode_gudang FROM (
  SELECT kode_toko, kode_gudang FROM "barang" WHERE kode_gudang <> ''
  UNION SELECT kode_toko, kode_gudang FROM "pindah_barang" WHERE kode_gudang <> ''
) g;--> statement-breakpoint
INSERT INTO "baki" ("kode_toko", "kode_baki", "kode_gudang", "nama_baki")
SELECT DISTINCT ON (kode_toko, kode_baki) kode_toko, kode_baki, kode_gudang, kode_baki FROM (
  SELECT kode_toko, kode_baki, kode_gudang, 0 AS o FROM "barang" WHERE kode_baki <> ''
  UNION ALL SELECT kode_toko, kode_baki, kode_gudang, 1 FROM "pindah_barang" WHERE kode_baki <> ''
) b ORDER BY kode_toko, kode_baki, o, kode_gudang;
