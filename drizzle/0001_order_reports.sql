CREATE TABLE "customer" (
	"kode_customer" varchar(30) PRIMARY KEY NOT NULL,
	"nama_customer" varchar(100) NOT NULL,
	"alamat_customer" text DEFAULT '' NOT NULL,
	"no_hp" varchar(20) DEFAULT '' NOT NULL,
	"kode_toko" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pesanan" (
	"no_pesanan" varchar(30) PRIMARY KEY NOT NULL,
	"kode_toko" varchar(20) NOT NULL,
	"kode_sales" varchar(20) NOT NULL,
	"kode_customer" varchar(30) NOT NULL,
	"tgl_pesanan" timestamp with time zone NOT NULL,
	"total_berat" numeric(12, 3) NOT NULL,
	"total_qty" integer NOT NULL,
	"ongkos" bigint NOT NULL,
	"total_harga" bigint NOT NULL,
	"jumlah_bayar" bigint NOT NULL,
	"status" varchar(10) DEFAULT 'OPEN' NOT NULL,
	"tgl_batal" timestamp with time zone,
	"batal_by" varchar(30),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pesanan_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"no_pesanan" varchar(30) NOT NULL,
	"deskripsi" text DEFAULT '' NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	"ongkos" bigint NOT NULL,
	"sub_total" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"kode_sales" varchar(20) PRIMARY KEY NOT NULL,
	"nama_sales" varchar(100) NOT NULL,
	"kode_toko" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "titip_uang" (
	"no_titip" varchar(30) PRIMARY KEY NOT NULL,
	"kode_toko" varchar(20) NOT NULL,
	"no_pesanan" varchar(30) NOT NULL,
	"tanggal" timestamp with time zone NOT NULL,
	"nama_barang" varchar(100) NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	"harga_jual" bigint NOT NULL,
	"ongkos" bigint NOT NULL,
	"harga_total" bigint NOT NULL,
	"dp_rp" bigint NOT NULL,
	"status" varchar(10) DEFAULT 'AKTIF' NOT NULL,
	"tgl_batal" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pesanan" ADD CONSTRAINT "pesanan_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pesanan" ADD CONSTRAINT "pesanan_kode_sales_sales_kode_sales_fk" FOREIGN KEY ("kode_sales") REFERENCES "public"."sales"("kode_sales") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pesanan" ADD CONSTRAINT "pesanan_kode_customer_customer_kode_customer_fk" FOREIGN KEY ("kode_customer") REFERENCES "public"."customer"("kode_customer") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pesanan_detail" ADD CONSTRAINT "pesanan_detail_no_pesanan_pesanan_no_pesanan_fk" FOREIGN KEY ("no_pesanan") REFERENCES "public"."pesanan"("no_pesanan") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titip_uang" ADD CONSTRAINT "titip_uang_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pesanan_toko_tgl" ON "pesanan" USING btree ("kode_toko","tgl_pesanan");--> statement-breakpoint
CREATE INDEX "pesanan_toko_batal" ON "pesanan" USING btree ("kode_toko","tgl_batal");--> statement-breakpoint
CREATE INDEX "pesanan_detail_no" ON "pesanan_detail" USING btree ("no_pesanan");--> statement-breakpoint
CREATE INDEX "titip_uang_toko_batal" ON "titip_uang" USING btree ("kode_toko","tgl_batal");