/** The columns the transfer history of Mutasi Uang Bank / Cash sorts by (the URL's `sort`): the screen's column ids. */
export const MUTASI_SORTS = ['noJurnal', 'tanggal', 'kategori', 'keterangan', 'jumlah', 'createdBy'] as const;
