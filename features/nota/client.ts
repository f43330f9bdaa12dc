'use client';
// The nota feature's public client module: the nota's print and WhatsApp buttons for the counter screens (decision 024).
export { NotaActions, type NotaActionsProps } from './components/nota-actions';
export type { NotaKind } from './types';
