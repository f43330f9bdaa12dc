CREATE TABLE "stock_opname" (
	"no_opname" varchar(40) PRIMARY KEY NOT NULL,
	"kode_toko" varchar(20) NOT NULL,
	"kode_gudang" varchar(20) NOT NULL,
	"kode_baki" varchar(20) DEFAULT '' NOT NULL,
	"status" varchar(10) DEFAULT 'OPEN' NOT NULL,
	"idempotency_key" varchar(80) NOT NULL,
	"created_by" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" varchar(30),
	"approved_by" varchar(30),
	"closed_at" timestamp with time zone,
	"dokumen_id" bigint,
	CONSTRAINT "stock_opname_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "stock_opname_item" (
	"no_opname" varchar(40) NOT NULL,
	"kode_barcode" varchar(30) NOT NULL,
	"kode_dept" varchar(20) NOT NULL,
	"nama_barang" varchar(200) DEFAULT '' NOT NULL,
	"kode_gudang" varchar(20) NOT NULL,
	"kode_baki" varchar(20) NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	"hasil" varchar(10),
	CONSTRAINT "stock_opname_item_no_opname_kode_barcode_pk" PRIMARY KEY("no_opname","kode_barcode")
);
--> statement-breakpoint
CREATE TABLE "stock_opname_scan" (
	"no_opname" varchar(40) NOT NULL,
	"kode_barcode" varchar(30) NOT NULL,
	"scanned_by" varchar(30) NOT NULL,
	"scanned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_opname_scan_no_opname_kode_barcode_pk" PRIMARY KEY("no_opname","kode_barcode")
);
--> statement-breakpoint
ALTER TABLE "stock_opname" ADD CONSTRAINT "stock_opname_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_opname" ADD CONSTRAINT "stock_opname_dokumen_id_stok_dokumen_id_fk" FOREIGN KEY ("dokumen_id") REFERENCES "public"."stok_dokumen"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_opname_item" ADD CONSTRAINT "stock_opname_item_no_opname_stock_opname_no_opname_fk" FOREIGN KEY ("no_opname") REFERENCES "public"."stock_opname"("no_opname") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_opname_item" ADD CONSTRAINT "stock_opname_item_kode_barcode_barang_kode_barcode_fk" FOREIGN KEY ("kode_barcode") REFERENCES "public"."barang"("kode_barcode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_opname_scan" ADD CONSTRAINT "stock_opname_scan_no_opname_stock_opname_no_opname_fk" FOREIGN KEY ("no_opname") REFERENCES "public"."stock_opname"("no_opname") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_opname_toko_tgl" ON "stock_opname" USING btree ("kode_toko","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_opname_one_open" ON "stock_opname" USING btree ("kode_toko","kode_gudang","kode_baki") WHERE status = 'OPEN';--> statement-breakpoint
ALTER TABLE "stock_opname" ADD CONSTRAINT "stock_opname_status_valid" CHECK ("status" IN ('OPEN', 'CLOSED') AND (("status" = 'CLOSED') = ("closed_at" IS NOT NULL)));
--> statement-breakpoint
ALTER TABLE "stock_opname_item" ADD CONSTRAINT "stock_opname_item_hasil_valid" CHECK ("hasil" IS NULL OR "hasil" IN ('FOUND', 'MISSING', 'BERUBAH'));
