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
