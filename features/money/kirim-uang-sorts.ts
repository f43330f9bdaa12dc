/** The columns the transfer lists sort by (the URL's `sort`): the screen's column ids. */
export const KIRIM_UANG_SORTS = ['nomorReferensi', 'tanggal', 'kodeToko', 'jumlah', 'status'] as const;
