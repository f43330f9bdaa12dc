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
ALTER TABLE "pre_order" ADD CONSTRAINT "pre_order_no_batal_unique" UNIQUE("no_batal");--> statement-breakpoint
ALTER TABLE "pre_order" ADD CONSTRAINT "pre_order_batal_idempotency_key_unique" UNIQUE("batal_idempotency_key");--> statement-breakpoint
ALTER TABLE "pre_order" ADD CONSTRAINT "pre_order_batal" CHECK (("pre_order"."status" = 'BATAL') = ("pre_order"."no_batal" is not null and "pre_order"."tgl_batal" is not null)
      and "pre_order"."refund_rp" >= 0 and "pre_order"."hangus_rp" >= 0 and ("pre_order"."status" <> 'BATAL' or "pre_order"."refund_rp" + "pre_order"."hangus_rp" = "pre_order"."bayar_tunai" + "pre_order"."bayar_transfer"));