/** The columns the journal list of Parameter Akun sorts by (the URL's `sort`): the screen's column ids. */
export const JOURNAL_SORTS = ['namaJurnal', 'jenis'] as const;
