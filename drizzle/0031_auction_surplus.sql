ALTER TABLE "hutang_pelunasan" ADD COLUMN "kelebihan_dibayar_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hutang_pelunasan" ADD COLUMN "kelebihan_dibayar_oleh" varchar(30);--> statement-breakpoint
ALTER TABLE "hutang_pelunasan" ADD COLUMN "kelebihan_jurnal_id" bigint;--> statement-breakpoint
CREATE INDEX "hutang_pelunasan_kelebihan_terbuka" ON "hutang_pelunasan" USING btree ("kode_toko","tanggal") WHERE "hutang_pelunasan"."kelebihan_lelang" > 0 and "hutang_pelunasan"."kelebihan_dibayar_at" is null;--> statement-breakpoint
ALTER TABLE "hutang_pelunasan" ADD CONSTRAINT "hutang_pelunasan_kelebihan_dibayar" CHECK (("hutang_pelunasan"."kelebihan_dibayar_at" is null) = ("hutang_pelunasan"."kelebihan_jurnal_id" is null)
      and ("hutang_pelunasan"."kelebihan_dibayar_at" is null) = ("hutang_pelunasan"."kelebihan_dibayar_oleh" is null) and ("hutang_pelunasan"."kelebihan_dibayar_at" is null or "hutang_pelunasan"."kelebihan_lelang" > 0));