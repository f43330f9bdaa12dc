CREATE TABLE "pinjam_contoh" (
	"no_pinjam" varchar(30) PRIMARY KEY NOT NULL,
	"kode_toko" varchar(20) NOT NULL,
	"no_pesanan" varchar(30) NOT NULL,
	"kode_barcode" varchar(30) NOT NULL,
	"nama_barang" varchar(100) NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	"asal_gudang" varchar(20) NOT NULL,
	"asal_baki" varchar(20) NOT NULL,
	"tgl_pinjam" timestamp with time zone NOT NULL,
	"stok_dokumen_id" bigint NOT NULL,
	"idempotency_key" varchar(100) NOT NULL,
	"status" varchar(10) DEFAULT 'DIPINJAM' NOT NULL,
	"no_kembali" varchar(30),
	"tgl_kembali" timestamp with time zone,
	"dikembalikan_oleh" varchar(30),
	"stok_kembali_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	CONSTRAINT "pinjam_contoh_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "pinjam_contoh_status" CHECK ("pinjam_contoh"."status" in ('DIPINJAM', 'KEMBALI') and ("pinjam_contoh"."status" = 'DIPINJAM') = ("pinjam_contoh"."no_kembali" is null))
);
--> statement-breakpoint
ALTER TABLE "pesanan" ADD COLUMN "divalidasi_oleh" varchar(30);--> statement-breakpoint
ALTER TABLE "pesanan" ADD COLUMN "divalidasi_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pre_order" ADD COLUMN "no_batal" varchar(30);--> statement-breakpoint
ALTER TABLE "pre_order" ADD COLUMN "tgl_batal" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pre_order" ADD COLUMN "batal_by" varchar(30);--> statement-breakpoint
ALTER TABLE "pre_order" ADD COLUMN "batal_disetujui_oleh" varchar(30);--> statement-breakpoint
ALTER TABLE "pre_order" ADD COLUMN "alasan_batal" varchar(200);--> statement-breakpoint
ALTER TABLE "pre_order" ADD COLUMN "refund_rp" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pre_order" ADD COLUMN "hangus_rp" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pre_order" ADD COLUMN "jurnal_batal_id" bigint;--> statement-breakpoint
ALTER TABLE "pre_order" ADD COLUMN "stok_batal_id" bigint;--> statement-breakpoint
ALTER TABLE "pre_order" ADD COLUMN "batal_idempotency_key" varchar(100);--> statement-breakpoint
ALTER TABLE "pinjam_contoh" ADD CONSTRAINT "pinjam_contoh_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pinjam_contoh" ADD CONSTRAINT "pinjam_contoh_no_pesanan_pesanan_no_pesanan_fk" FOREIGN KEY ("no_pesanan") REFERENCES "public"."pesanan"("no_pesanan") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pinjam_contoh_toko_status" ON "pinjam_contoh" USING btree ("kode_toko","status");--> statement-breakpoint
CREATE UNIQUE INDEX "pinjam_contoh_barang_dipinjam" ON "pinjam_contoh" USING btree ("kode_barcode") WHERE "pinjam_contoh"."status" = 'DIPINJAM';--> statement-breakpoint
ALTER TABLE "pre_order" ADD CONSTRAINT "pre_order_no_batal_unique" UNIQUE("no_batal");--> statement-breakpoint
ALTER TABLE "pre_order" ADD CONSTRAINT "pre_order_batal_idempotency_key_unique" UNIQUE("batal_idempotency_key");--> statement-breakpoint
ALTER TABLE "pre_order" ADD CONSTRAINT "pre_order_batal" CHECK (("pre_order"."status" = 'BATAL') = ("pre_order"."no_batal" is not null and "pre_order"."tgl_batal" is not null)
      and "pre_order"."refund_rp" >= 0 and "pre_order"."hangus_rp" >= 0 and ("pre_order"."status" <> 'BATAL' or "pre_order"."refund_rp" + "pre_order"."hangus_rp" = "pre_order"."bayar_tunai" + "pre_order"."bayar_transfer"));--> statement-breakpoint
-- Ambil Barang Contoh (issue 28, decision 033): a tray item lent as an order's sample is ON_LOAN on the sample shelf
-- (warehouse CONTOH, tray = the order), not counted by stok_dihitung (READY only), and never sold; SAMPLE_LENT takes it
-- from READY, SAMPLE_RETURNED brings it back to READY in a tray.
ALTER TABLE "barang" DROP CONSTRAINT "barang_status_valid";--> statement-breakpoint
ALTER TABLE "barang" ADD CONSTRAINT "barang_status_valid" CHECK ("status" IN ('READY', 'TRANSIT', 'SOLD', 'DESTROYED', 'MISSING', 'PLEDGED', 'REDEEMED', 'RESERVED', 'IN_SERVICE', 'RETURNED', 'ON_LOAN'));--> statement-breakpoint
ALTER TABLE "mutasi_stok" DROP CONSTRAINT "mutasi_stok_tray_when_ready";--> statement-breakpoint
ALTER TABLE "mutasi_stok" ADD CONSTRAINT "mutasi_stok_tray_when_ready" CHECK (("ke_status" IN ('READY', 'PLEDGED', 'RESERVED', 'IN_SERVICE', 'ON_LOAN')) = ("ke_gudang" <> '' AND "ke_baki" <> ''));--> statement-breakpoint
ALTER TABLE "mutasi_stok" DROP CONSTRAINT "mutasi_stok_transition";--> statement-breakpoint
ALTER TABLE "mutasi_stok" ADD CONSTRAINT "mutasi_stok_transition" CHECK (
  ("dari_status" IS NULL AND "sebelumnya_id" IS NULL AND (
       ("jenis_mutasi" = 'RECEIVED' AND "ke_status" = 'READY')
    OR ("jenis_mutasi" = 'PLEDGED' AND "ke_status" = 'PLEDGED')
    OR ("jenis_mutasi" = 'SERVICE_RECEIVED' AND "ke_status" = 'IN_SERVICE')
    OR ("jenis_mutasi" = 'ORDER_RECEIVED' AND "ke_status" = 'RESERVED')
  ))
  OR ("dari_status" IS NOT NULL AND "sebelumnya_id" IS NOT NULL AND (
       ("jenis_mutasi" = 'MOVED' AND "dari_status" = 'READY' AND "ke_status" = 'READY' AND "dari_toko" = "ke_toko")
    OR ("jenis_mutasi" = 'SOLD' AND "dari_status" IN ('READY', 'RESERVED') AND "ke_status" = 'SOLD' AND "dari_toko" = "ke_toko")
    OR ("jenis_mutasi" = 'SALE_CANCELLED' AND "dari_status" = 'SOLD' AND "ke_status" = 'READY' AND "dari_toko" = "ke_toko")
    OR ("jenis_mutasi" = 'BOUGHT_BACK' AND "dari_status" = 'SOLD' AND "ke_status" = 'READY')
    OR ("jenis_mutasi" = 'BUYBACK_CANCELLED' AND "dari_status" = 'READY' AND "ke_status" = 'SOLD' AND "dari_toko" = "ke_toko")
    OR ("jenis_mutasi" = 'DESTROYED' AND "dari_status" = 'READY' AND "ke_status" = 'DESTROYED' AND "dari_toko" = "ke_toko")
    OR ("jenis_mutasi" = 'SENT' AND "dari_status" IN ('READY', 'TRANSIT') AND "ke_status" = 'TRANSIT' AND "dari_toko" <> "ke_toko")
    OR ("jenis_mutasi" = 'RECEIVED_FROM_SHOP' AND "dari_status" = 'TRANSIT' AND "ke_status" = 'READY' AND "dari_toko" = "ke_toko")
    OR ("jenis_mutasi" = 'ADJUSTED' AND "dari_status" IN ('READY', 'MISSING') AND "ke_status" IN ('READY', 'MISSING') AND "dari_toko" = "ke_toko")
    OR ("jenis_mutasi" = 'REDEEMED' AND "dari_status" = 'PLEDGED' AND "ke_status" = 'REDEEMED' AND "dari_toko" = "ke_toko")
    OR ("jenis_mutasi" = 'REDEMPTION_CANCELLED' AND "dari_status" = 'REDEEMED' AND "ke_status" = 'PLEDGED' AND "dari_toko" = "ke_toko")
    OR ("jenis_mutasi" = 'FORFEITED' AND "dari_status" = 'PLEDGED' AND "ke_status" = 'READY' AND "dari_toko" = "ke_toko")
    OR ("jenis_mutasi" = 'AUCTION_SOLD' AND "dari_status" = 'PLEDGED' AND "ke_status" = 'SOLD' AND "dari_toko" = "ke_toko")
    OR ("jenis_mutasi" = 'RESERVED' AND "dari_status" = 'READY' AND "ke_status" = 'RESERVED' AND "dari_toko" = "ke_toko")
    OR ("jenis_mutasi" = 'RESERVATION_RELEASED' AND "dari_status" = 'RESERVED' AND "ke_status" = 'READY' AND "dari_toko" = "ke_toko")
    OR ("jenis_mutasi" = 'SERVICE_WEIGHED' AND "dari_status" = 'IN_SERVICE' AND "ke_status" = 'IN_SERVICE' AND "dari_toko" = "ke_toko")
    OR ("jenis_mutasi" = 'SERVICE_RETURNED' AND "dari_status" = 'IN_SERVICE' AND "ke_status" = 'RETURNED' AND "dari_toko" = "ke_toko")
    OR ("jenis_mutasi" = 'SAMPLE_LENT' AND "dari_status" = 'READY' AND "ke_status" = 'ON_LOAN' AND "dari_toko" = "ke_toko")
    OR ("jenis_mutasi" = 'SAMPLE_RETURNED' AND "dari_status" = 'ON_LOAN' AND "ke_status" = 'READY' AND "dari_toko" = "ke_toko")
  ))
);
