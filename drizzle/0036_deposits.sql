ALTER TABLE "titip_uang" ADD COLUMN "kode_barcode" varchar(30);--> statement-breakpoint
ALTER TABLE "titip_uang" ADD COLUMN "asal_gudang" varchar(20);--> statement-breakpoint
ALTER TABLE "titip_uang" ADD COLUMN "asal_baki" varchar(20);--> statement-breakpoint
ALTER TABLE "titip_uang" ADD COLUMN "kode_sales" varchar(20);--> statement-breakpoint
ALTER TABLE "titip_uang" ADD COLUMN "nama_customer" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "titip_uang" ADD COLUMN "alamat_customer" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "titip_uang" ADD COLUMN "no_hp_customer" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "titip_uang" ADD COLUMN "ppn_persen" numeric(5, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "titip_uang" ADD COLUMN "ppn" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "titip_uang" ADD COLUMN "bayar_tunai" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "titip_uang" ADD COLUMN "bayar_transfer" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "titip_uang" ADD COLUMN "no_rekening_transfer" varchar(30);--> statement-breakpoint
ALTER TABLE "titip_uang" ADD COLUMN "jurnal_id" bigint;--> statement-breakpoint
ALTER TABLE "titip_uang" ADD COLUMN "stok_dokumen_id" bigint;--> statement-breakpoint
ALTER TABLE "titip_uang" ADD COLUMN "idempotency_key" varchar(80);--> statement-breakpoint
ALTER TABLE "titip_uang" ADD COLUMN "no_faktur_jual" varchar(30);--> statement-breakpoint
ALTER TABLE "titip_uang" ADD COLUMN "tgl_jual" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "titip_uang" ADD COLUMN "sisa_tunai" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "titip_uang" ADD COLUMN "sisa_transfer" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "titip_uang" ADD COLUMN "no_rekening_sisa" varchar(30);--> statement-breakpoint
ALTER TABLE "titip_uang" ADD COLUMN "jurnal_jual_id" bigint;--> statement-breakpoint
ALTER TABLE "titip_uang" ADD COLUMN "stok_jual_id" bigint;--> statement-breakpoint
ALTER TABLE "titip_uang" ADD COLUMN "no_batal" varchar(30);--> statement-breakpoint
ALTER TABLE "titip_uang" ADD COLUMN "refund_rp" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "titip_uang" ADD COLUMN "hangus_rp" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "titip_uang" ADD COLUMN "alasan_batal" varchar(200);--> statement-breakpoint
ALTER TABLE "titip_uang" ADD COLUMN "batal_by" varchar(30);--> statement-breakpoint
ALTER TABLE "titip_uang" ADD COLUMN "disetujui_oleh" varchar(30);--> statement-breakpoint
ALTER TABLE "titip_uang" ADD COLUMN "jurnal_batal_id" bigint;--> statement-breakpoint
ALTER TABLE "titip_uang" ADD COLUMN "stok_batal_id" bigint;--> statement-breakpoint
ALTER TABLE "titip_uang" ADD COLUMN "divalidasi_oleh" varchar(30);--> statement-breakpoint
ALTER TABLE "titip_uang" ADD COLUMN "divalidasi_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "titip_uang_toko_tanggal" ON "titip_uang" USING btree ("kode_toko","tanggal");--> statement-breakpoint
ALTER TABLE "titip_uang" ADD CONSTRAINT "titip_uang_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "titip_uang" ADD CONSTRAINT "titip_uang_status" CHECK ("titip_uang"."status" in ('AKTIF', 'TERJUAL', 'BATAL'));--> statement-breakpoint
ALTER TABLE "titip_uang" ADD CONSTRAINT "titip_uang_uang" CHECK ("titip_uang"."refund_rp" >= 0 and "titip_uang"."hangus_rp" >= 0 and "titip_uang"."bayar_tunai" >= 0 and "titip_uang"."bayar_transfer" >= 0 and "titip_uang"."sisa_tunai" >= 0 and "titip_uang"."sisa_transfer" >= 0);--> statement-breakpoint
ALTER TABLE "titip_uang" ADD CONSTRAINT "titip_uang_counter" CHECK ("titip_uang"."kode_barcode" is null or ("titip_uang"."dp_rp" > 0 and "titip_uang"."dp_rp" <= "titip_uang"."harga_total" and "titip_uang"."bayar_tunai" + "titip_uang"."bayar_transfer" = "titip_uang"."dp_rp"
      and ("titip_uang"."status" <> 'BATAL' or "titip_uang"."refund_rp" + "titip_uang"."hangus_rp" = "titip_uang"."dp_rp")
      and ("titip_uang"."status" <> 'TERJUAL' or ("titip_uang"."no_faktur_jual" is not null and "titip_uang"."sisa_tunai" + "titip_uang"."sisa_transfer" = "titip_uang"."harga_total" - "titip_uang"."dp_rp"))));