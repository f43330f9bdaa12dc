CREATE TABLE "hutang" (
	"no_faktur_hutang" varchar(30) PRIMARY KEY NOT NULL,
	"kode_toko" varchar(20) NOT NULL,
	"kode_customer" varchar(30) NOT NULL,
	"kode_sales" varchar(20) NOT NULL,
	"tgl_hutang" timestamp with time zone NOT NULL,
	"jumlah_hutang" bigint NOT NULL,
	"bunga" numeric(5, 2) NOT NULL,
	"bunga_rp" bigint NOT NULL,
	"tgl_lunas" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hutang_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"no_faktur_hutang" varchar(30) NOT NULL,
	"nama_barang" varchar(100) NOT NULL,
	"berat" numeric(12, 3) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pembelian" (
	"no_faktur_beli" varchar(30) PRIMARY KEY NOT NULL,
	"kode_toko" varchar(20) NOT NULL,
	"tanggal" timestamp with time zone NOT NULL,
	"kode_sales" varchar(20) NOT NULL,
	"kondisi" varchar(30) NOT NULL,
	"kelompok_harga" varchar(20) NOT NULL,
	"kode_group" varchar(20) NOT NULL,
	"nama_barang" varchar(100) NOT NULL,
	"harga_emas" bigint NOT NULL,
	"berat_nota" numeric(12, 3) NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	"harga_nota" bigint NOT NULL,
	"harga" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hutang" ADD CONSTRAINT "hutang_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hutang" ADD CONSTRAINT "hutang_kode_customer_customer_kode_customer_fk" FOREIGN KEY ("kode_customer") REFERENCES "public"."customer"("kode_customer") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hutang" ADD CONSTRAINT "hutang_kode_sales_sales_kode_sales_fk" FOREIGN KEY ("kode_sales") REFERENCES "public"."sales"("kode_sales") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hutang_detail" ADD CONSTRAINT "hutang_detail_no_faktur_hutang_hutang_no_faktur_hutang_fk" FOREIGN KEY ("no_faktur_hutang") REFERENCES "public"."hutang"("no_faktur_hutang") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pembelian" ADD CONSTRAINT "pembelian_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pembelian" ADD CONSTRAINT "pembelian_kode_sales_sales_kode_sales_fk" FOREIGN KEY ("kode_sales") REFERENCES "public"."sales"("kode_sales") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pembelian" ADD CONSTRAINT "pembelian_kode_group_group_barang_kode_group_fk" FOREIGN KEY ("kode_group") REFERENCES "public"."group_barang"("kode_group") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hutang_toko_lunas" ON "hutang" USING btree ("kode_toko","tgl_lunas");--> statement-breakpoint
CREATE INDEX "hutang_detail_no" ON "hutang_detail" USING btree ("no_faktur_hutang");--> statement-breakpoint
CREATE INDEX "pembelian_toko_tgl" ON "pembelian" USING btree ("kode_toko","tanggal");