-- Orders, deposits and repairs recorded before their screens existed (the demo's history) hold numbers of the day's
-- sequence that never moved its counter: move each shop's day counter past them, so a new document takes a free number.
INSERT INTO "nomor_dokumen" ("kode_toko", "jenis_dokumen", "tanggal", "terakhir")
SELECT kode_toko, jenis, tanggal, max(urut) FROM (
  SELECT kode_toko, 'PESANAN' AS jenis, (tgl_pesanan AT TIME ZONE 'Asia/Jakarta')::date AS tanggal, substring(no_pesanan from '(\d+)$')::int AS urut FROM pesanan WHERE no_pesanan ~ '^PS-.*-\d+$'
  UNION ALL
  SELECT kode_toko, 'TITIP_UANG', (tanggal AT TIME ZONE 'Asia/Jakarta')::date, substring(no_titip from '(\d+)$')::int FROM titip_uang WHERE no_titip ~ '^TU-.*-\d+$'
  UNION ALL
  SELECT kode_toko, 'SERVICE', (tanggal AT TIME ZONE 'Asia/Jakarta')::date, substring(no_service from '(\d+)$')::int FROM service WHERE no_service ~ '^SV-.*-\d+$'
) numbered
GROUP BY kode_toko, jenis, tanggal
ON CONFLICT ("kode_toko", "jenis_dokumen", "tanggal") DO UPDATE SET "terakhir" = greatest("nomor_dokumen"."terakhir", excluded."terakhir");
