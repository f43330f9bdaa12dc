CREATE TABLE "pesanan_bayar" (
	"id" serial PRIMARY KEY NOT NULL,
	"no_bayar" varchar(30) NOT NULL,
	"no_pesanan" varchar(30) NOT NULL,
	"kode_toko" varchar(20) NOT NULL,
	"jenis" varchar(6) NOT NULL,
	"tanggal" timestamp with time zone NOT NULL,
	"jumlah" bigint NOT NULL,
	"bayar_tunai" bigint DEFAULT 0 NOT NULL,
	"bayar_transfer" bigint DEFAULT 0 NOT NULL,
	"no_rekening_transfer" varchar(30),
	"jurnal_id" bigint,
	"idempotency_key" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	CONSTRAINT "pesanan_bayar_jenis" CHECK ("pesanan_bayar"."jenis" in ('DP', 'BAYAR', 'PAKAI', 'REFUND', 'HANGUS')),
	CONSTRAINT "pesanan_bayar_jumlah" CHECK ("pesanan_bayar"."jumlah" > 0 and "pesanan_bayar"."bayar_tunai" >= 0 and "pesanan_bayar"."bayar_transfer" >= 0)
);
--> statement-breakpoint
ALTER TABLE "pesanan" ALTER COLUMN "kode_customer" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pesanan" ADD COLUMN "nama_customer" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pesanan" ADD COLUMN "alamat_customer" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pesanan" ADD COLUMN "no_hp_customer" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pesanan" ADD COLUMN "tgl_target" date;--> statement-breakpoint
ALTER TABLE "pesanan" ADD COLUMN "idempotency_key" varchar(100);--> statement-breakpoint
ALTER TABLE "pesanan" ADD COLUMN "batal_disetujui_oleh" varchar(30);--> statement-breakpoint
ALTER TABLE "pesanan" ADD COLUMN "alasan_batal" varchar(200);--> statement-breakpoint
ALTER TABLE "pesanan" ADD COLUMN "tgl_tiba" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pesanan" ADD COLUMN "no_terima" varchar(30);--> statement-breakpoint
ALTER TABLE "pesanan" ADD COLUMN "tgl_ambil" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pesanan" ADD COLUMN "no_penjualan" varchar(30);--> statement-breakpoint
ALTER TABLE "pesanan" ADD COLUMN "harga_akhir" bigint;--> statement-breakpoint
ALTER TABLE "pesanan_detail" ADD COLUMN "urutan" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "pesanan_detail" ADD COLUMN "kode_dept" varchar(20);--> statement-breakpoint
ALTER TABLE "pesanan_detail" ADD COLUMN "kadar" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "pesanan_detail" ADD COLUMN "aturan_harga" varchar(5) DEFAULT 'GRAM' NOT NULL;--> statement-breakpoint
ALTER TABLE "pesanan_detail" ADD COLUMN "harga_tetap" bigint;--> statement-breakpoint
ALTER TABLE "pesanan_detail" ADD COLUMN "harga_per_gram" bigint;--> statement-breakpoint
ALTER TABLE "pesanan_detail" ADD COLUMN "kode_barcode" varchar(30);--> statement-breakpoint
ALTER TABLE "pesanan_detail" ADD COLUMN "berat_asli" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "pesanan_detail" ADD COLUMN "harga_per_gram_akhir" bigint;--> statement-breakpoint
ALTER TABLE "pesanan_detail" ADD COLUMN "harga_akhir" bigint;--> statement-breakpoint
ALTER TABLE "pesanan_bayar" ADD CONSTRAINT "pesanan_bayar_no_pesanan_pesanan_no_pesanan_fk" FOREIGN KEY ("no_pesanan") REFERENCES "public"."pesanan"("no_pesanan") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pesanan_bayar" ADD CONSTRAINT "pesanan_bayar_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pesanan_bayar" ADD CONSTRAINT "pesanan_bayar_no_rekening_transfer_rekening_no_rekening_fk" FOREIGN KEY ("no_rekening_transfer") REFERENCES "public"."rekening"("no_rekening") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pesanan_bayar_no" ON "pesanan_bayar" USING btree ("no_pesanan");--> statement-breakpoint
CREATE INDEX "pesanan_bayar_toko" ON "pesanan_bayar" USING btree ("kode_toko","tanggal");--> statement-breakpoint
CREATE UNIQUE INDEX "pesanan_bayar_key_jenis" ON "pesanan_bayar" USING btree ("idempotency_key","jenis");--> statement-breakpoint
ALTER TABLE "pesanan_detail" ADD CONSTRAINT "pesanan_detail_kode_dept_jenis_kode_dept_fk" FOREIGN KEY ("kode_dept") REFERENCES "public"."jenis"("kode_dept") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pesanan_idempotency_key" ON "pesanan" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "pesanan_toko_status" ON "pesanan" USING btree ("kode_toko","status","no_pesanan");--> statement-breakpoint
ALTER TABLE "pesanan" ADD CONSTRAINT "pesanan_status" CHECK ("pesanan"."status" in ('OPEN', 'TIBA', 'DIAMBIL', 'BATAL'));--> statement-breakpoint
ALTER TABLE "pesanan" ADD CONSTRAINT "pesanan_bayar_rentang" CHECK ("pesanan"."jumlah_bayar" >= 0);--> statement-breakpoint
ALTER TABLE "pesanan_detail" ADD CONSTRAINT "pesanan_detail_aturan" CHECK ("pesanan_detail"."aturan_harga" in ('GRAM', 'TETAP') and ("pesanan_detail"."aturan_harga" = 'GRAM' or "pesanan_detail"."harga_tetap" is not null));