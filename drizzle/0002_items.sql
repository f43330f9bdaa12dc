CREATE TABLE "barang" (
	"kode_barcode" varchar(30) PRIMARY KEY NOT NULL,
	"kode_toko" varchar(20) NOT NULL,
	"kode_group" varchar(20) NOT NULL,
	"kode_dept" varchar(20) NOT NULL,
	"kode_intern" varchar(30) NOT NULL,
	"nama_barang" varchar(100) NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	"size" varchar(20) DEFAULT '' NOT NULL,
	"kadar" numeric(5, 2) NOT NULL,
	"harga_jual" bigint NOT NULL,
	"photo_path" text,
	"kode_gudang" varchar(20) NOT NULL,
	"kode_baki" varchar(20) NOT NULL,
	"status" varchar(10) DEFAULT 'READY' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_barang" (
	"kode_group" varchar(20) PRIMARY KEY NOT NULL,
	"nama_group" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jenis" (
	"kode_dept" varchar(20) PRIMARY KEY NOT NULL,
	"nama_dept" varchar(100) NOT NULL,
	"kadar" numeric(5, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "barang" ADD CONSTRAINT "barang_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barang" ADD CONSTRAINT "barang_kode_group_group_barang_kode_group_fk" FOREIGN KEY ("kode_group") REFERENCES "public"."group_barang"("kode_group") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barang" ADD CONSTRAINT "barang_kode_dept_jenis_kode_dept_fk" FOREIGN KEY ("kode_dept") REFERENCES "public"."jenis"("kode_dept") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "barang_toko_dept" ON "barang" USING btree ("kode_toko","kode_dept","status");