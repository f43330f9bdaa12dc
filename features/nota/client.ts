'use client';
// The nota feature's public client module. The slips, PDFs and WhatsApp buttons land here (issue 16, decision 020);
// until then a counter screen's nota actions render nothing.
export type NotaKind = 'penjualan' | 'pembelian';
export type NotaActionsProps = {
  kind: NotaKind;
  nomor: string;
  /** Right after saving: the first slip prints at once (not a reprint). */
  justPosted?: boolean;
};
export function NotaActions(props: NotaActionsProps): null {
  void props;
  return null;
}
