-- Issue 25 (decision 026): an item's price history is never edited or removed, like the ledgers.
CREATE TRIGGER riwayat_harga_barang_append_only BEFORE UPDATE OR DELETE ON "riwayat_harga_barang" FOR EACH ROW EXECUTE FUNCTION ledger_is_append_only();
