CREATE TABLE "timbang_baki" (
	"no_timbang" varchar(30) PRIMARY KEY NOT NULL,
	"kode_toko" varchar(20) NOT NULL,
	"kode_gudang" varchar(20) NOT NULL,
	"kode_baki" varchar(20) NOT NULL,
	"berat_baki" numeric(12, 3) NOT NULL,
	"jumlah_barang" integer NOT NULL,
	"berat_barang" numeric(12, 3) NOT NULL,
	"berat_timbang" numeric(12, 3),
	"selisih" numeric(12, 3),
	"toleransi" numeric(12, 3) NOT NULL,
	"status" varchar(10) DEFAULT 'PROSES' NOT NULL,
	"tanggal" timestamp with time zone DEFAULT now() NOT NULL,
	"ditimbang_at" timestamp with time zone,
	"ditimbang_by" varchar(30),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timbang_baki_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"no_timbang" varchar(30) NOT NULL,
	"kode_barcode" varchar(30) NOT NULL,
	"nama_barang" varchar(100) NOT NULL,
	"kode_baki" varchar(20) NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	"berat_kotor" numeric(12, 3) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "timbang_baki" ADD CONSTRAINT "timbang_baki_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timbang_baki_detail" ADD CONSTRAINT "timbang_baki_detail_no_timbang_timbang_baki_no_timbang_fk" FOREIGN KEY ("no_timbang") REFERENCES "public"."timbang_baki"("no_timbang") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timbang_baki_detail" ADD CONSTRAINT "timbang_baki_detail_kode_barcode_barang_kode_barcode_fk" FOREIGN KEY ("kode_barcode") REFERENCES "public"."barang"("kode_barcode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timbang_baki_toko_tgl" ON "timbang_baki" USING btree ("kode_toko","ditimbang_at");--> statement-breakpoint
CREATE UNIQUE INDEX "timbang_baki_proses" ON "timbang_baki" USING btree ("kode_toko","kode_baki") WHERE status = 'PROSES';--> statement-breakpoint
CREATE INDEX "timbang_baki_detail_no" ON "timbang_baki_detail" USING btree ("no_timbang");--> statement-breakpoint
ALTER TABLE "timbang_baki" ADD CONSTRAINT "timbang_baki_status" CHECK (status in ('PROSES', 'OK', 'SELISIH') and (status = 'PROSES') = (berat_timbang is null));
