CREATE TABLE "katalog_banner" (
	"kode_banner" varchar(30) PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"sub_title" varchar(200) NOT NULL,
	"deskripsi" text NOT NULL,
	"info" varchar(200) NOT NULL,
	"sub_info" varchar(200) NOT NULL,
	"url_pendukung" varchar(500) NOT NULL,
	"nama_tombol" varchar(50) NOT NULL,
	"gambar_path" varchar(200) NOT NULL,
	"gambar_name" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "katalog_hadiah" (
	"kode_hadiah" varchar(30) PRIMARY KEY NOT NULL,
	"nama_hadiah" varchar(100) NOT NULL,
	"info" varchar(200) NOT NULL,
	"sub_info" varchar(200) NOT NULL,
	"point" integer NOT NULL,
	"deskripsi" text NOT NULL,
	"gambar_path" varchar(200) NOT NULL,
	"gambar_name" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "katalog_harga" (
	"kode_harga_app" varchar(30) PRIMARY KEY NOT NULL,
	"nama_harga_app" varchar(100) NOT NULL,
	"detail_group" varchar(20)[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "katalog_info" (
	"kode_info" varchar(30) PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"sub_title" varchar(200) NOT NULL,
	"deskripsi" text NOT NULL,
	"info" varchar(200) NOT NULL,
	"sub_info" varchar(200) NOT NULL,
	"url_pendukung" varchar(500) NOT NULL,
	"nama_tombol" varchar(50) NOT NULL,
	"gambar_path" varchar(200) NOT NULL,
	"gambar_name" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "katalog_item" (
	"kode_barang" varchar(30) PRIMARY KEY NOT NULL,
	"nama_barang" varchar(100) NOT NULL,
	"berat" numeric(10, 3) NOT NULL,
	"harga_jual" bigint NOT NULL,
	"ikut_harga_global" boolean DEFAULT false NOT NULL,
	"kode_kategori" varchar(30) NOT NULL,
	"direct_url" varchar(500) NOT NULL,
	"gambar_path" varchar(200)[] NOT NULL,
	"gambar_name" varchar(200)[] NOT NULL,
	"kode_banner" varchar(30)[] NOT NULL,
	"kode_info" varchar(30)[] NOT NULL,
	"hashtag_kadar" varchar(50)[] NOT NULL,
	"hashtag_jenis" varchar(50)[] NOT NULL,
	"hashtag_lm" varchar(50)[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "katalog_splash" (
	"kode" varchar(10) PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"text" text NOT NULL,
	"position" varchar(5) NOT NULL,
	"image_path" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "katalog_item" ADD CONSTRAINT "katalog_item_kode_kategori_katalog_kategori_kode_kategori_fk" FOREIGN KEY ("kode_kategori") REFERENCES "public"."katalog_kategori"("kode_kategori") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "katalog_harga" ADD CONSTRAINT "katalog_harga_groups" CHECK (cardinality("detail_group") >= 1);
--> statement-breakpoint
ALTER TABLE "katalog_hadiah" ADD CONSTRAINT "katalog_hadiah_point" CHECK ("point" >= 0);
--> statement-breakpoint
ALTER TABLE "katalog_item" ADD CONSTRAINT "katalog_item_values" CHECK ("berat" > 0 AND "harga_jual" >= 0);
--> statement-breakpoint
ALTER TABLE "katalog_item" ADD CONSTRAINT "katalog_item_images" CHECK (cardinality("gambar_path") >= 1 AND cardinality("gambar_path") = cardinality("gambar_name"));
--> statement-breakpoint
ALTER TABLE "katalog_splash" ADD CONSTRAINT "katalog_splash_kode" CHECK ("kode" IN ('MEMBER', 'GUEST-1', 'GUEST-2', 'GUEST-3'));
--> statement-breakpoint
ALTER TABLE "katalog_splash" ADD CONSTRAINT "katalog_splash_position" CHECK ("position" IN ('ATAS', 'BAWAH'));
--> statement-breakpoint
INSERT INTO "katalog_splash" ("kode", "name", "text", "position", "image_path") VALUES
	('MEMBER', 'Member', 'Selamat Datang', 'BAWAH', 'SPLASHSCREEN/MEMBER.png'),
	('GUEST-1', 'Guest 1', 'Selamat Datang', 'BAWAH', 'SPLASHSCREEN/GUEST-1.png'),
	('GUEST-2', 'Guest 2', 'Selamat Datang', 'BAWAH', 'SPLASHSCREEN/GUEST-2.png'),
	('GUEST-3', 'Guest 3', 'Selamat Datang', 'BAWAH', 'SPLASHSCREEN/GUEST-3.png');
