ALTER TABLE "penjualan" DROP CONSTRAINT "penjualan_dibayar";--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "uang_muka" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "akun_uang_muka" varchar(20);--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "no_referensi" varchar(30);--> statement-breakpoint
CREATE INDEX "penjualan_no_referensi" ON "penjualan" USING btree ("no_referensi");--> statement-breakpoint
ALTER TABLE "penjualan" ADD CONSTRAINT "penjualan_uang_muka_akun" CHECK (("penjualan"."uang_muka" = 0) = ("penjualan"."akun_uang_muka" is null));--> statement-breakpoint
ALTER TABLE "penjualan" ADD CONSTRAINT "penjualan_dibayar" CHECK ("penjualan"."bayar_tunai" >= 0 and "penjualan"."bayar_transfer" >= 0 and "penjualan"."bayar_kartu" >= 0 and "penjualan"."uang_muka" >= 0
      and "penjualan"."bayar_tunai" + "penjualan"."bayar_transfer" + "penjualan"."bayar_kartu" + "penjualan"."uang_muka" = "penjualan"."total_harga" and "penjualan"."uang_diterima" >= "penjualan"."bayar_tunai");