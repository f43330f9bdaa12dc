CREATE TABLE "akun" (
	"nomor_akun" varchar(30) PRIMARY KEY NOT NULL,
	"nama_akun" varchar(100) NOT NULL,
	"jenis" varchar(20) NOT NULL,
	"kode_toko" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank" (
	"kode_bank" varchar(20) PRIMARY KEY NOT NULL,
	"nama_bank" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jurnal" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"no_jurnal" varchar(40) NOT NULL,
	"kode_toko" varchar(20) NOT NULL,
	"trx" varchar(50) NOT NULL,
	"kategori" varchar(30),
	"keterangan" text DEFAULT '' NOT NULL,
	"tanggal" timestamp with time zone DEFAULT now() NOT NULL,
	"idempotency_key" varchar(80),
	"reverses_id" bigint,
	"created_by" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jurnal_no_jurnal_unique" UNIQUE("no_jurnal"),
	CONSTRAINT "jurnal_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "jurnal_detail" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"jurnal_id" bigint NOT NULL,
	"nomor_akun" varchar(30) NOT NULL,
	"debit" bigint DEFAULT 0 NOT NULL,
	"kredit" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "para_akun_transaksi" (
	"trx" varchar(50) NOT NULL,
	"type" varchar(30) NOT NULL,
	"kode_akun" varchar(30) NOT NULL,
	"jenis_akun" varchar(1) NOT NULL,
	"nomor_akun" varchar(30),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	CONSTRAINT "para_akun_transaksi_trx_type_kode_akun_pk" PRIMARY KEY("trx","type","kode_akun")
);
--> statement-breakpoint
CREATE TABLE "rekening" (
	"no_rekening" varchar(30) PRIMARY KEY NOT NULL,
	"nama_rekening" varchar(100) NOT NULL,
	"kode_bank" varchar(20) NOT NULL,
	"kode_toko" varchar(20) NOT NULL,
	"nomor_akun" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saldo_akun" (
	"nomor_akun" varchar(30) PRIMARY KEY NOT NULL,
	"saldo" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "akun" ADD CONSTRAINT "akun_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jurnal" ADD CONSTRAINT "jurnal_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jurnal_detail" ADD CONSTRAINT "jurnal_detail_jurnal_id_jurnal_id_fk" FOREIGN KEY ("jurnal_id") REFERENCES "public"."jurnal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jurnal_detail" ADD CONSTRAINT "jurnal_detail_nomor_akun_akun_nomor_akun_fk" FOREIGN KEY ("nomor_akun") REFERENCES "public"."akun"("nomor_akun") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "para_akun_transaksi" ADD CONSTRAINT "para_akun_transaksi_nomor_akun_akun_nomor_akun_fk" FOREIGN KEY ("nomor_akun") REFERENCES "public"."akun"("nomor_akun") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekening" ADD CONSTRAINT "rekening_kode_bank_bank_kode_bank_fk" FOREIGN KEY ("kode_bank") REFERENCES "public"."bank"("kode_bank") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekening" ADD CONSTRAINT "rekening_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekening" ADD CONSTRAINT "rekening_nomor_akun_akun_nomor_akun_fk" FOREIGN KEY ("nomor_akun") REFERENCES "public"."akun"("nomor_akun") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saldo_akun" ADD CONSTRAINT "saldo_akun_nomor_akun_akun_nomor_akun_fk" FOREIGN KEY ("nomor_akun") REFERENCES "public"."akun"("nomor_akun") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jurnal_toko_tgl" ON "jurnal" USING btree ("kode_toko","tanggal");--> statement-breakpoint
CREATE INDEX "jurnal_detail_jurnal" ON "jurnal_detail" USING btree ("jurnal_id");--> statement-breakpoint
CREATE INDEX "jurnal_detail_akun" ON "jurnal_detail" USING btree ("nomor_akun");--> statement-breakpoint
ALTER TABLE "jurnal_detail" ADD CONSTRAINT "jurnal_detail_one_side" CHECK ("debit" >= 0 AND "kredit" >= 0 AND ("debit" = 0) <> ("kredit" = 0));
--> statement-breakpoint
-- Every entry balances: checked when its transaction commits, so the lines can be inserted one by one.
CREATE FUNCTION jurnal_must_balance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE difference bigint; line_count int;
BEGIN
  SELECT coalesce(sum(debit) - sum(kredit), 0), count(*) INTO difference, line_count FROM jurnal_detail WHERE jurnal_id = NEW.id;
  IF line_count < 2 OR difference <> 0 THEN
    RAISE EXCEPTION 'jurnal % does not balance (% lines, difference %)', NEW.no_jurnal, line_count, difference;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER jurnal_balanced AFTER INSERT ON "jurnal" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION jurnal_must_balance();
--> statement-breakpoint
-- Entries are never edited or removed: a mistake is corrected by a reversing entry.
CREATE FUNCTION ledger_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % is refused', TG_OP, TG_TABLE_NAME;
END $$;
--> statement-breakpoint
CREATE TRIGGER jurnal_append_only BEFORE UPDATE OR DELETE ON "jurnal" FOR EACH ROW EXECUTE FUNCTION ledger_is_append_only();
--> statement-breakpoint
CREATE TRIGGER jurnal_detail_append_only BEFORE UPDATE OR DELETE ON "jurnal_detail" FOR EACH ROW EXECUTE FUNCTION ledger_is_append_only();
--> statement-breakpoint
CREATE SEQUENCE "jurnal_no_seq";
