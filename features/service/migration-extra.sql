--> statement-breakpoint
-- Custody of repair pieces = open tickets (decision 033): the pieces in the repair vault whose ticket is not open
-- (MASUK or SELESAI), and the open tickets' pieces not in it. No rows when all is well; the tests call it after every event.
CREATE FUNCTION service_custody_mismatches() RETURNS TABLE (kode_barcode varchar, status varchar, no_service varchar) LANGUAGE sql STABLE AS $$
  SELECT b.kode_barcode, b.status, d.no_service
    FROM barang b LEFT JOIN service_detail d ON d.kode_barcode = b.kode_barcode LEFT JOIN service s ON s.no_service = d.no_service
   WHERE b.status = 'IN_SERVICE' AND (s.no_service IS NULL OR s.status NOT IN ('MASUK', 'SELESAI'))
  UNION ALL
  SELECT d.kode_barcode, coalesce(b.status, 'MISSING'), d.no_service
    FROM service s JOIN service_detail d ON d.no_service = s.no_service LEFT JOIN barang b ON b.kode_barcode = d.kode_barcode
   WHERE s.status IN ('MASUK', 'SELESAI') AND (b.status IS DISTINCT FROM 'IN_SERVICE' OR b.kode_gudang <> 'SERVICE' OR b.kode_baki <> s.no_service)
$$;
