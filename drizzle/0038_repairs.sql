CREATE TABLE "deskripsi_service" (
	"kode" varchar(20) PRIMARY KEY NOT NULL,
	"deskripsi" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_bayar" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"no_service" varchar(30) NOT NULL,
	"jenis" varchar(10) NOT NULL,
	"tanggal" timestamp with time zone NOT NULL,
	"bayar_tunai" bigint DEFAULT 0 NOT NULL,
	"bayar_transfer" bigint DEFAULT 0 NOT NULL,
	"no_rekening_transfer" varchar(30),
	"jurnal_id" bigint NOT NULL,
	"idempotency_key" varchar(80) NOT NULL,
	"created_by" varchar(30) NOT NULL,
	CONSTRAINT "service_bayar_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "service_bayar_jenis" CHECK ("service_bayar"."jenis" in ('DP', 'AMBIL', 'REFUND')),
	CONSTRAINT "service_bayar_uang" CHECK ("service_bayar"."bayar_tunai" >= 0 and "service_bayar"."bayar_transfer" >= 0 and "service_bayar"."bayar_tunai" + "service_bayar"."bayar_transfer" > 0)
);
--> statement-breakpoint
CREATE TABLE "service_detail" (
	"no_service" varchar(30) NOT NULL,
	"urutan" integer NOT NULL,
	"kode_barcode" varchar(40) NOT NULL,
	"deskripsi" varchar(200) NOT NULL,
	"kode_group" varchar(20) NOT NULL,
	"kode_dept" varchar(20) NOT NULL,
	"berat_masuk" numeric(12, 3) NOT NULL,
	"berat_keluar" numeric(12, 3),
	"selisih_berat" numeric(12, 3),
	"harga_emas" bigint,
	"harga_tambah" bigint,
	"photo_path" varchar(300),
	CONSTRAINT "service_detail_no_service_urutan_pk" PRIMARY KEY("no_service","urutan"),
	CONSTRAINT "service_detail_berat" CHECK ("service_detail"."berat_masuk" > 0 and ("service_detail"."berat_keluar" is null or "service_detail"."berat_keluar" > 0))
);
--> statement-breakpoint
CREATE TABLE "tukang" (
	"kode_tukang" varchar(20) PRIMARY KEY NOT NULL,
	"nama_tukang" varchar(100) NOT NULL,
	"no_hp" varchar(20) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "nama_customer" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "alamat_customer" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "no_hp_customer" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "kode_tukang" varchar(20);--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "status" varchar(10) DEFAULT 'DIAMBIL' NOT NULL;--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "estimasi_biaya" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "tgl_estimasi" date;--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "uang_muka" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "biaya_akhir" bigint;--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "harga_emas_tambah" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "tgl_selesai" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "no_selesai" varchar(30);--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "tgl_diambil" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "no_ambil" varchar(30);--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "tgl_batal" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "no_batal" varchar(30);--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "alasan_batal" varchar(200);--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "batal_disetujui_oleh" varchar(30);--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "uang_muka_batal" varchar(10);--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "idempotency_key" varchar(80);--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "stok_dokumen_id" bigint;--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "divalidasi_oleh" varchar(30);--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "divalidasi_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_bayar" ADD CONSTRAINT "service_bayar_no_service_service_no_service_fk" FOREIGN KEY ("no_service") REFERENCES "public"."service"("no_service") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_bayar" ADD CONSTRAINT "service_bayar_no_rekening_transfer_rekening_no_rekening_fk" FOREIGN KEY ("no_rekening_transfer") REFERENCES "public"."rekening"("no_rekening") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_detail" ADD CONSTRAINT "service_detail_no_service_service_no_service_fk" FOREIGN KEY ("no_service") REFERENCES "public"."service"("no_service") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_detail" ADD CONSTRAINT "service_detail_kode_group_group_barang_kode_group_fk" FOREIGN KEY ("kode_group") REFERENCES "public"."group_barang"("kode_group") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_detail" ADD CONSTRAINT "service_detail_kode_dept_jenis_kode_dept_fk" FOREIGN KEY ("kode_dept") REFERENCES "public"."jenis"("kode_dept") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_bayar_no" ON "service_bayar" USING btree ("no_service");--> statement-breakpoint
ALTER TABLE "service" ADD CONSTRAINT "service_kode_tukang_tukang_kode_tukang_fk" FOREIGN KEY ("kode_tukang") REFERENCES "public"."tukang"("kode_tukang") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service" ADD CONSTRAINT "service_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "service" ADD CONSTRAINT "service_status" CHECK ("service"."status" in ('MASUK', 'SELESAI', 'DIAMBIL', 'BATAL'));--> statement-breakpoint
ALTER TABLE "service" ADD CONSTRAINT "service_uang" CHECK ("service"."estimasi_biaya" >= 0 and "service"."uang_muka" >= 0 and "service"."harga_emas_tambah" >= 0 and coalesce("service"."biaya_akhir", 0) >= 0);--> statement-breakpoint
ALTER TABLE "service" ADD CONSTRAINT "service_uang_muka_batal" CHECK ("service"."uang_muka_batal" is null or "service"."uang_muka_batal" in ('KEMBALI', 'HANGUS'));--> statement-breakpoint
-- Custody of repair pieces = open tickets (decision 033): the pieces in the repair vault whose ticket is not open
-- (MASUK or SELESAI), and the open tickets' pieces not in it. No rows when all is well; the tests call it after every event.
CREATE FUNCTION service_custody_mismatches() RETURNS TABLE (kode_barcode varchar, status varchar, no_service varchar) LANGUAGE sql STABLE AS $$
  SELECT b.kode_barcode, b.status, d.no_service
    FROM barang b LEFT JOIN service_detail d ON d.kode_barcode = b.kode_barcode LEFT JOIN service s ON s.no_service = d.no_service
   WHERE b.status = 'IN_SERVICE' AND (s.no_service IS NULL OR s.status NOT IN ('MASUK', 'SELESAI'))
  UNION ALL
  SELECT d.kode_barcode, coalesce(b.status, 'MISSING'), d.no_service
    FROM service s JOIN service_detail d ON d.no_service = s.no_service LEFT JOIN barang b ON b.kode_barcode = d.kode_barcode
   WHERE s.status IN ('MASUK', 'SELESAI') AND (b.status IS DISTINCT FROM 'IN_SERVICE' OR b.kode_gudang <> 'SERVICE' OR b.kode_baki <> s.no_service)
$$;
