CREATE TABLE "pindah_barang" (
	"no_pindah" varchar(30) PRIMARY KEY NOT NULL,
	"kode_toko" varchar(20) NOT NULL,
	"tanggal" timestamp with time zone NOT NULL,
	"kode_gudang" varchar(20) NOT NULL,
	"kode_baki" varchar(20) NOT NULL,
	"total_qty" integer NOT NULL,
	"total_berat" numeric(12, 3) NOT NULL,
	"input_by" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pindah_barang_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"no_pindah" varchar(30) NOT NULL,
	"kode_barcode" varchar(30) NOT NULL,
	"keterangan" text DEFAULT '' NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	"size" varchar(20) DEFAULT '' NOT NULL,
	"qty" integer DEFAULT 1 NOT NULL,
	"harga_jual" bigint NOT NULL,
	"tgl_system" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pindah_barang" ADD CONSTRAINT "pindah_barang_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pindah_barang_detail" ADD CONSTRAINT "pindah_barang_detail_no_pindah_pindah_barang_no_pindah_fk" FOREIGN KEY ("no_pindah") REFERENCES "public"."pindah_barang"("no_pindah") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pindah_barang_detail" ADD CONSTRAINT "pindah_barang_detail_kode_barcode_barang_kode_barcode_fk" FOREIGN KEY ("kode_barcode") REFERENCES "public"."barang"("kode_barcode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pindah_barang_toko_tgl" ON "pindah_barang" USING btree ("kode_toko","tanggal");--> statement-breakpoint
CREATE INDEX "pindah_barang_detail_no" ON "pindah_barang_detail" USING btree ("no_pindah");