-- The gram ledger (decision 013): stock documents, their entries (one per movement of one item) and the balance per
-- shop and jenis. Which states count in a shop's stock is this one function: READY (in a tray). TRANSIT (between
-- shops), SOLD, DESTROYED and MISSING (written off after an opname) count in no shop's balance.
-- The generated columns of mutasi_stok read it: changing it needs a migration that recomputes them.
CREATE FUNCTION stok_dihitung(status varchar) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$ SELECT coalesce(status = 'READY', false) $$;
--> statement-breakpoint
CREATE TABLE "mutasi_stok" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dokumen_id" bigint NOT NULL,
	"kode_barcode" varchar(30) NOT NULL,
	"kode_dept" varchar(20) NOT NULL,
	"jenis_mutasi" varchar(20) NOT NULL,
	"sebelumnya_id" bigint,
	"dari_toko" varchar(20),
	"dari_gudang" varchar(20),
	"dari_baki" varchar(20),
	"dari_status" varchar(10),
	"dari_berat" numeric(12, 3),
	"ke_toko" varchar(20) NOT NULL,
	"ke_gudang" varchar(20) NOT NULL,
	"ke_baki" varchar(20) NOT NULL,
	"ke_status" varchar(10) NOT NULL,
	"ke_berat" numeric(12, 3) NOT NULL,
	"kode_toko" varchar(20) GENERATED ALWAYS AS (case when stok_dihitung(ke_status) then ke_toko else coalesce(dari_toko, ke_toko) end) STORED NOT NULL,
	"qty" smallint GENERATED ALWAYS AS (stok_dihitung(ke_status)::int - stok_dihitung(dari_status)::int) STORED NOT NULL,
	"berat" numeric(12, 3) GENERATED ALWAYS AS (case when stok_dihitung(ke_status) then ke_berat else 0 end - case when stok_dihitung(dari_status) then dari_berat else 0 end) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mutasi_stok_sebelumnya_id_unique" UNIQUE("sebelumnya_id")
);
--> statement-breakpoint
CREATE TABLE "saldo_stok" (
	"kode_toko" varchar(20) NOT NULL,
	"kode_dept" varchar(20) NOT NULL,
	"berat" numeric(15, 3) DEFAULT '0' NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "saldo_stok_kode_toko_kode_dept_pk" PRIMARY KEY("kode_toko","kode_dept")
);
--> statement-breakpoint
CREATE TABLE "stok_dokumen" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kode_toko" varchar(20) NOT NULL,
	"jenis_dokumen" varchar(30) NOT NULL,
	"no_dokumen" varchar(40) NOT NULL,
	"idempotency_key" varchar(80) NOT NULL,
	"jumlah_mutasi" integer NOT NULL,
	"created_by" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stok_dokumen_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "mutasi_stok" ADD CONSTRAINT "mutasi_stok_dokumen_id_stok_dokumen_id_fk" FOREIGN KEY ("dokumen_id") REFERENCES "public"."stok_dokumen"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mutasi_stok" ADD CONSTRAINT "mutasi_stok_kode_barcode_barang_kode_barcode_fk" FOREIGN KEY ("kode_barcode") REFERENCES "public"."barang"("kode_barcode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mutasi_stok" ADD CONSTRAINT "mutasi_stok_ke_toko_toko_kode_toko_fk" FOREIGN KEY ("ke_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saldo_stok" ADD CONSTRAINT "saldo_stok_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saldo_stok" ADD CONSTRAINT "saldo_stok_kode_dept_jenis_kode_dept_fk" FOREIGN KEY ("kode_dept") REFERENCES "public"."jenis"("kode_dept") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stok_dokumen" ADD CONSTRAINT "stok_dokumen_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mutasi_stok_barcode" ON "mutasi_stok" USING btree ("kode_barcode","id");--> statement-breakpoint
CREATE INDEX "mutasi_stok_dokumen" ON "mutasi_stok" USING btree ("dokumen_id");--> statement-breakpoint
CREATE INDEX "mutasi_stok_toko_dept_tgl" ON "mutasi_stok" USING btree ("kode_toko","kode_dept","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mutasi_stok_awal" ON "mutasi_stok" USING btree ("kode_barcode") WHERE sebelumnya_id is null;--> statement-breakpoint
CREATE INDEX "stok_dokumen_no" ON "stok_dokumen" USING btree ("jenis_dokumen","no_dokumen");--> statement-breakpoint
CREATE INDEX "stok_dokumen_toko_tgl" ON "stok_dokumen" USING btree ("kode_toko","created_at");
--> statement-breakpoint
-- An item is in one of these states; a state outside the stock holds no tray.
UPDATE "barang" SET "kode_gudang" = '', "kode_baki" = '' WHERE "status" <> 'READY';
--> statement-breakpoint
ALTER TABLE "barang" ADD CONSTRAINT "barang_status_valid" CHECK ("status" IN ('READY', 'TRANSIT', 'SOLD', 'DESTROYED', 'MISSING'));
--> statement-breakpoint
ALTER TABLE "mutasi_stok" ADD CONSTRAINT "mutasi_stok_berat_positive" CHECK ("ke_berat" > 0 AND ("dari_berat" IS NULL OR "dari_berat" > 0));
--> statement-breakpoint
ALTER TABLE "mutasi_stok" ADD CONSTRAINT "mutasi_stok_tray_when_ready" CHECK (("ke_status" = 'READY') = ("ke_gudang" <> '' AND "ke_baki" <> ''));
--> statement-breakpoint
-- What each kind of entry may do. Only the first entry of an item comes from nowhere; items move between shops only
-- through TRANSIT, so an entry never moves two shops' balances.
ALTER TABLE "mutasi_stok" ADD CONSTRAINT "mutasi_stok_transition" CHECK (
  ("jenis_mutasi" = 'RECEIVED' AND "dari_status" IS NULL AND "sebelumnya_id" IS NULL)
  OR ("dari_status" IS NOT NULL AND "sebelumnya_id" IS NOT NULL AND (
       ("jenis_mutasi" = 'MOVED' AND "dari_status" = 'READY' AND "ke_status" = 'READY' AND "dari_toko" = "ke_toko")
    OR ("jenis_mutasi" = 'SOLD' AND "dari_status" = 'READY' AND "ke_status" = 'SOLD' AND "dari_toko" = "ke_toko")
    OR ("jenis_mutasi" = 'BOUGHT_BACK' AND "dari_status" = 'SOLD' AND "ke_status" = 'READY')
    OR ("jenis_mutasi" = 'DESTROYED' AND "dari_status" = 'READY' AND "ke_status" = 'DESTROYED' AND "dari_toko" = "ke_toko")
    OR ("jenis_mutasi" = 'SENT' AND "dari_status" IN ('READY', 'TRANSIT') AND "ke_status" = 'TRANSIT' AND "dari_toko" <> "ke_toko")
    OR ("jenis_mutasi" = 'RECEIVED_FROM_SHOP' AND "dari_status" = 'TRANSIT' AND "ke_status" = 'READY' AND "dari_toko" = "ke_toko")
    OR ("jenis_mutasi" = 'ADJUSTED' AND "dari_status" IN ('READY', 'MISSING') AND "ke_status" IN ('READY', 'MISSING') AND "dari_toko" = "ke_toko")
  ))
);
--> statement-breakpoint
CREATE TRIGGER stok_dokumen_append_only BEFORE UPDATE OR DELETE ON "stok_dokumen" FOR EACH ROW EXECUTE FUNCTION ledger_is_append_only();
--> statement-breakpoint
CREATE TRIGGER mutasi_stok_append_only BEFORE UPDATE OR DELETE ON "mutasi_stok" FOR EACH ROW EXECUTE FUNCTION ledger_is_append_only();
--> statement-breakpoint
-- Per statement: every entry continues its item's last entry (where the item was is where the last entry left it;
-- sebelumnya_id is unique, so an item's history never forks), then the balances move, in key order.
CREATE FUNCTION mutasi_stok_posted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE broken varchar;
BEGIN
  SELECT n.kode_barcode INTO broken
    FROM new_rows n LEFT JOIN mutasi_stok p ON p.id = n.sebelumnya_id
   WHERE n.sebelumnya_id IS NOT NULL
     AND (p.id IS NULL OR p.id >= n.id OR p.kode_barcode <> n.kode_barcode OR p.kode_dept <> n.kode_dept
          OR (p.ke_toko, p.ke_gudang, p.ke_baki, p.ke_status, p.ke_berat)
             IS DISTINCT FROM (n.dari_toko, n.dari_gudang, n.dari_baki, n.dari_status, n.dari_berat))
   LIMIT 1;
  IF broken IS NOT NULL THEN
    RAISE EXCEPTION 'stock entry of % does not start where its item''s last entry left it', broken USING ERRCODE = '23514';
  END IF;
  INSERT INTO saldo_stok (kode_toko, kode_dept, berat, qty)
  SELECT kode_toko, kode_dept, sum(berat), sum(qty) FROM new_rows
   WHERE qty <> 0 OR berat <> 0 GROUP BY kode_toko, kode_dept ORDER BY kode_toko, kode_dept
  ON CONFLICT (kode_toko, kode_dept) DO UPDATE SET berat = saldo_stok.berat + excluded.berat, qty = saldo_stok.qty + excluded.qty;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER mutasi_stok_posted AFTER INSERT ON "mutasi_stok" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mutasi_stok_posted();
--> statement-breakpoint
-- Balances move only with entries (the trigger above); a statement of its own on saldo_stok is refused.
CREATE FUNCTION saldo_stok_by_entries_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'saldo_stok moves only with stock entries: % refused', TG_OP;
END $$;
--> statement-breakpoint
CREATE TRIGGER saldo_stok_by_entries_only BEFORE INSERT OR UPDATE OR DELETE ON "saldo_stok" FOR EACH ROW WHEN (pg_trigger_depth() = 0) EXECUTE FUNCTION saldo_stok_by_entries_only();
--> statement-breakpoint
-- An item's row says where it is; at commit it must say what its last entry says. So an item is never added, moved,
-- sold, re-weighed or sent without an entry written in the same transaction (lib/ledger/stock/post-stock-entries.ts).
CREATE FUNCTION barang_follows_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE item record; last record;
BEGIN
  SELECT kode_toko, kode_gudang, kode_baki, status, berat, kode_dept INTO item FROM barang WHERE kode_barcode = NEW.kode_barcode;
  IF NOT FOUND THEN RETURN NULL; END IF;
  SELECT ke_toko, ke_gudang, ke_baki, ke_status, ke_berat, kode_dept INTO last
    FROM mutasi_stok WHERE kode_barcode = NEW.kode_barcode ORDER BY id DESC LIMIT 1;
  IF NOT FOUND OR (last.ke_toko, last.ke_gudang, last.ke_baki, last.ke_status, last.ke_berat, last.kode_dept)
                  IS DISTINCT FROM (item.kode_toko, item.kode_gudang, item.kode_baki, item.status, item.berat, item.kode_dept) THEN
    RAISE EXCEPTION 'barang %: shop, place, state, weight or jenis changed without a stock entry', NEW.kode_barcode USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER barang_inserted_with_entry AFTER INSERT ON "barang" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION barang_follows_ledger();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER barang_changed_with_entry AFTER UPDATE OF "kode_toko", "kode_gudang", "kode_baki", "status", "berat", "kode_dept" ON "barang"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.kode_toko, OLD.kode_gudang, OLD.kode_baki, OLD.status, OLD.berat, OLD.kode_dept)
        IS DISTINCT FROM (NEW.kode_toko, NEW.kode_gudang, NEW.kode_baki, NEW.status, NEW.berat, NEW.kode_dept))
  EXECUTE FUNCTION barang_follows_ledger();
--> statement-breakpoint
-- Per shop and jenis, where the balance, the sum of the entries and the items in stock states disagree: no rows.
CREATE FUNCTION stock_balance_mismatches() RETURNS TABLE (
  toko varchar, dept varchar, saldo_berat numeric, saldo_qty bigint, mutasi_berat numeric, mutasi_qty bigint, barang_berat numeric, barang_qty bigint
) LANGUAGE sql STABLE AS $$
  WITH s AS (SELECT kode_toko, kode_dept, berat, qty::bigint AS qty FROM saldo_stok),
       m AS (SELECT kode_toko, kode_dept, sum(berat) AS berat, sum(qty)::bigint AS qty FROM mutasi_stok GROUP BY 1, 2),
       b AS (SELECT kode_toko, kode_dept, sum(berat) AS berat, count(*)::bigint AS qty FROM barang WHERE stok_dihitung(status) GROUP BY 1, 2),
       k AS (SELECT kode_toko, kode_dept FROM s UNION SELECT kode_toko, kode_dept FROM m UNION SELECT kode_toko, kode_dept FROM b)
  SELECT k.kode_toko, k.kode_dept, coalesce(s.berat, 0), coalesce(s.qty, 0), coalesce(m.berat, 0), coalesce(m.qty, 0),
         coalesce(b.berat, 0), coalesce(b.qty, 0)
    FROM k LEFT JOIN s USING (kode_toko, kode_dept) LEFT JOIN m USING (kode_toko, kode_dept) LEFT JOIN b USING (kode_toko, kode_dept)
   WHERE coalesce(s.berat, 0) <> coalesce(m.berat, 0) OR coalesce(s.berat, 0) <> coalesce(b.berat, 0)
      OR coalesce(s.qty, 0) <> coalesce(m.qty, 0) OR coalesce(s.qty, 0) <> coalesce(b.qty, 0)
$$;
--> statement-breakpoint
-- Items whose row is not where their last entry left them (or that have no entry): no rows.
CREATE FUNCTION stock_item_mismatches() RETURNS TABLE (kode_barcode varchar) LANGUAGE sql STABLE AS $$
  SELECT b.kode_barcode FROM barang b
    LEFT JOIN LATERAL (SELECT * FROM mutasi_stok m WHERE m.kode_barcode = b.kode_barcode ORDER BY m.id DESC LIMIT 1) l ON true
   WHERE l.id IS NULL
      OR (l.ke_toko, l.ke_gudang, l.ke_baki, l.ke_status, l.ke_berat, l.kode_dept)
         IS DISTINCT FROM (b.kode_toko, b.kode_gudang, b.kode_baki, b.status, b.berat, b.kode_dept)
$$;
--> statement-breakpoint
-- Items that exist before this migration enter the ledger with an opening document per shop.
INSERT INTO "stok_dokumen" ("kode_toko", "jenis_dokumen", "no_dokumen", "idempotency_key", "jumlah_mutasi", "created_by")
SELECT "kode_toko", 'SALDO_AWAL', 'SA-' || "kode_toko" || '-0017', 'migrasi-0017:' || "kode_toko", count(*), 'SYSTEM'
  FROM "barang" GROUP BY "kode_toko" ORDER BY "kode_toko";
--> statement-breakpoint
INSERT INTO "mutasi_stok" ("dokumen_id", "kode_barcode", "kode_dept", "jenis_mutasi", "ke_toko", "ke_gudang", "ke_baki", "ke_status", "ke_berat")
SELECT d."id", b."kode_barcode", b."kode_dept", 'RECEIVED', b."kode_toko", b."kode_gudang", b."kode_baki", b."status", b."berat"
  FROM "barang" b JOIN "stok_dokumen" d ON d."idempotency_key" = 'migrasi-0017:' || b."kode_toko"
 ORDER BY b."kode_barcode";