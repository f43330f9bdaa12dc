/** The columns the users list sorts by (the URL's `sort`): the screen's column ids. */
export const USER_SORTS = ['userId', 'namaUser', 'level', 'toko', 'status'] as const;
