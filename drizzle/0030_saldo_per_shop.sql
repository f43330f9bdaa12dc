-- Issue 26 point 10: the balances per account AND shop (the shop of the entries, jurnal.kode_toko), so shops posting to a
-- shared account (sales, PPN, cash in transit) never queue on one row. The rows are rebuilt from the lines, which are
-- the truth (immutable, every entry balanced): an account's balance stays the sum of its lines, now split by shop.
LOCK TABLE "saldo_akun" IN ACCESS EXCLUSIVE MODE;--> statement-breakpoint
ALTER TABLE "saldo_akun" DROP CONSTRAINT "saldo_akun_pkey";--> statement-breakpoint
DELETE FROM "saldo_akun";--> statement-breakpoint
ALTER TABLE "saldo_akun" ADD COLUMN "kode_toko" varchar(20) NOT NULL;--> statement-breakpoint
INSERT INTO "saldo_akun" ("nomor_akun", "kode_toko", "saldo")
SELECT d."nomor_akun", j."kode_toko", sum(d."debit" - d."kredit")
  FROM "jurnal_detail" d JOIN "jurnal" j ON j."id" = d."jurnal_id"
 GROUP BY d."nomor_akun", j."kode_toko";--> statement-breakpoint
ALTER TABLE "saldo_akun" ADD CONSTRAINT "saldo_akun_nomor_akun_kode_toko_pk" PRIMARY KEY("nomor_akun","kode_toko");--> statement-breakpoint
ALTER TABLE "saldo_akun" ADD CONSTRAINT "saldo_akun_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;
