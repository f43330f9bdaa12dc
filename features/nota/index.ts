// The nota feature's public server module: notas of sales and buybacks, their prints and WhatsApp invoices.
export { readNota } from './services/read-nota';
export { recordNotaPrint } from './services/record-nota-print';
export { printNota } from './services/print-nota';
export { sendNotaWa } from './services/send-nota-wa';
export type { NotaData, NotaKind, NotaLine } from './types';
export { notaRoutePath } from './route-path';
export { notaA4Pdf, slipEscPos, slipPdf } from './receipts/nota-documents';
export { printLoanDocument, readLoanDocumentPrints, type PrintedLoanDocument } from './services/print-loan-document';
export { loanA4Pdf, loanSlipEscPos, loanSlipPdf } from './receipts/loan-documents';
export { loanDocumentNumber } from './receipts/loan-documents';
export { isLoanDocKind } from './paths';
export type { LoanDocKind, PrintKind } from './types';
export { printCustodySlip, sendCustodySlipWa, type PrintedCustodySlip } from './services/print-custody-slip';
export { custodyA4Pdf, custodySlipEscPos, custodySlipPdf, custodyWaMessage } from './receipts/custody-documents';
export { isCustodySlipKind } from './paths';
export type { CustodySlipKind } from './types';
