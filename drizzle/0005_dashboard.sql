CREATE TABLE "member" (
	"kode_member" varchar(30) PRIMARY KEY NOT NULL,
	"kode_toko" varchar(20) NOT NULL,
	"nama_member" varchar(100) NOT NULL,
	"tgl_lahir" date NOT NULL,
	"no_hp" varchar(20) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "penjualan" (
	"no_faktur_jual" varchar(30) PRIMARY KEY NOT NULL,
	"kode_toko" varchar(20) NOT NULL,
	"tanggal" timestamp with time zone NOT NULL,
	"kode_sales" varchar(20) NOT NULL,
	"total_berat" numeric(12, 3) NOT NULL,
	"total_harga" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service" (
	"no_service" varchar(30) PRIMARY KEY NOT NULL,
	"kode_toko" varchar(20) NOT NULL,
	"tanggal" timestamp with time zone NOT NULL,
	"total_berat" numeric(12, 3) NOT NULL,
	"total_harga" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penjualan" ADD CONSTRAINT "penjualan_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penjualan" ADD CONSTRAINT "penjualan_kode_sales_sales_kode_sales_fk" FOREIGN KEY ("kode_sales") REFERENCES "public"."sales"("kode_sales") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service" ADD CONSTRAINT "service_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "penjualan_toko_tgl" ON "penjualan" USING btree ("kode_toko","tanggal");--> statement-breakpoint
CREATE INDEX "service_toko_tgl" ON "service" USING btree ("kode_toko","tanggal");