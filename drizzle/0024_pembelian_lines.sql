ALTER TABLE "pembelian" DROP CONSTRAINT "pembelian_kode_group_group_barang_kode_group_fk";
--> statement-breakpoint
ALTER TABLE "pembelian" DROP COLUMN "kondisi";--> statement-breakpoint
ALTER TABLE "pembelian" DROP COLUMN "kelompok_harga";--> statement-breakpoint
ALTER TABLE "pembelian" DROP COLUMN "kode_group";--> statement-breakpoint
ALTER TABLE "pembelian" DROP COLUMN "nama_barang";--> statement-breakpoint
ALTER TABLE "pembelian" DROP COLUMN "harga_emas";--> statement-breakpoint
ALTER TABLE "pembelian" DROP COLUMN "berat_nota";--> statement-breakpoint
ALTER TABLE "pembelian" DROP COLUMN "berat";--> statement-breakpoint
ALTER TABLE "pembelian" DROP COLUMN "harga_nota";--> statement-breakpoint
ALTER TABLE "pembelian" DROP COLUMN "harga";