CREATE TABLE "kirim_uang" (
	"nomor_referensi" varchar(40) PRIMARY KEY NOT NULL,
	"kode_toko" varchar(20) NOT NULL,
	"jumlah" bigint NOT NULL,
	"keterangan" text DEFAULT '' NOT NULL,
	"status" varchar(10) DEFAULT 'OPEN' NOT NULL,
	"tanggal" timestamp with time zone DEFAULT now() NOT NULL,
	"idempotency_key" varchar(80) NOT NULL,
	"jurnal_kirim_id" bigint NOT NULL,
	"jurnal_terima_id" bigint,
	"created_by" varchar(30) NOT NULL,
	"received_by" varchar(30),
	"received_at" timestamp with time zone,
	CONSTRAINT "kirim_uang_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "para_harga_beli" (
	"kode_harga" varchar(30) PRIMARY KEY NOT NULL,
	"harga_per_gram" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kirim_uang" ADD CONSTRAINT "kirim_uang_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kirim_uang" ADD CONSTRAINT "kirim_uang_jurnal_kirim_id_jurnal_id_fk" FOREIGN KEY ("jurnal_kirim_id") REFERENCES "public"."jurnal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kirim_uang" ADD CONSTRAINT "kirim_uang_jurnal_terima_id_jurnal_id_fk" FOREIGN KEY ("jurnal_terima_id") REFERENCES "public"."jurnal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kirim_uang_toko_tgl" ON "kirim_uang" USING btree ("kode_toko","tanggal");--> statement-breakpoint
ALTER TABLE "kirim_uang" ADD CONSTRAINT "kirim_uang_jumlah_positive" CHECK ("jumlah" > 0);--> statement-breakpoint
ALTER TABLE "kirim_uang" ADD CONSTRAINT "kirim_uang_received_once" CHECK (("status" = 'OPEN' AND "jurnal_terima_id" IS NULL) OR ("status" = 'DONE' AND "jurnal_terima_id" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "para_harga_beli" ADD CONSTRAINT "para_harga_beli_positive" CHECK ("harga_per_gram" > 0);--> statement-breakpoint
CREATE SEQUENCE "kirim_uang_seq";
