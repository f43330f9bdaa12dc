CREATE TABLE "kirim_barang" (
	"no_kirim" varchar(30) PRIMARY KEY NOT NULL,
	"kode_toko" varchar(20) NOT NULL,
	"kode_toko_tujuan" varchar(20) NOT NULL,
	"status" varchar(20) DEFAULT 'DIKIRIM' NOT NULL,
	"tanggal" timestamp with time zone NOT NULL,
	"total_qty" integer NOT NULL,
	"total_berat" numeric(12, 3) NOT NULL,
	"keterangan" text DEFAULT '' NOT NULL,
	"input_by" varchar(30) NOT NULL,
	"no_terima" varchar(30),
	"terima_gudang" varchar(20),
	"terima_baki" varchar(20),
	"terima_dokumen_id" bigint,
	"diterima_by" varchar(30),
	"diterima_at" timestamp with time zone,
	"no_batal" varchar(30),
	"batal_by" varchar(30),
	"batal_approved_by" varchar(30),
	"batal_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	CONSTRAINT "kirim_barang_status" CHECK ("kirim_barang"."status" in ('DIKIRIM', 'DITERIMA', 'DIKEMBALIKAN', 'KEMBALI')),
	CONSTRAINT "kirim_barang_dua_toko" CHECK ("kirim_barang"."kode_toko" <> "kirim_barang"."kode_toko_tujuan")
);
--> statement-breakpoint
CREATE TABLE "kirim_barang_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"no_kirim" varchar(30) NOT NULL,
	"kode_barcode" varchar(30) NOT NULL,
	"keterangan" text DEFAULT '' NOT NULL,
	"kode_dept" varchar(20) NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	"size" varchar(20) DEFAULT '' NOT NULL,
	"qty" integer DEFAULT 1 NOT NULL,
	"harga_jual" bigint NOT NULL,
	"dari_gudang" varchar(20) NOT NULL,
	"dari_baki" varchar(20) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kirim_barang" ADD CONSTRAINT "kirim_barang_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kirim_barang" ADD CONSTRAINT "kirim_barang_kode_toko_tujuan_toko_kode_toko_fk" FOREIGN KEY ("kode_toko_tujuan") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kirim_barang_detail" ADD CONSTRAINT "kirim_barang_detail_no_kirim_kirim_barang_no_kirim_fk" FOREIGN KEY ("no_kirim") REFERENCES "public"."kirim_barang"("no_kirim") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kirim_barang_detail" ADD CONSTRAINT "kirim_barang_detail_kode_barcode_barang_kode_barcode_fk" FOREIGN KEY ("kode_barcode") REFERENCES "public"."barang"("kode_barcode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kirim_barang_tujuan_status" ON "kirim_barang" USING btree ("kode_toko_tujuan","status");--> statement-breakpoint
CREATE INDEX "kirim_barang_toko_tgl" ON "kirim_barang" USING btree ("kode_toko","tanggal");--> statement-breakpoint
CREATE INDEX "kirim_barang_detail_no" ON "kirim_barang_detail" USING btree ("no_kirim");--> statement-breakpoint
CREATE INDEX "kirim_barang_detail_barcode" ON "kirim_barang_detail" USING btree ("kode_barcode");