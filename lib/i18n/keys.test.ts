import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { isMessageKey, translateKey } from './keys';
import { pickMessages } from './pick-messages';
import id from '@/messages/id.json';

describe('keys known only at run time', () => {
  const t = createTranslator({ locale: 'id', messages: id, namespace: 'errors' });

  it('translates a key the messages have, with its values', () => {
    expect(translateKey(t, 'fieldRequired', { label: 'Kode Bank' })).toBe('Kode Bank Tidak Boleh Kosong');
    expect(isMessageKey(t, 'notFound')).toBe(true);
  });

  it('shows a key the messages lack as itself, without next-intl failing', () => {
    expect(translateKey(t, 'Invalid input')).toBe('Invalid input');
    expect(isMessageKey(t, 'noSuchKey')).toBe(false);
  });
});

describe('pickMessages', () => {
  it('keeps only the namespaces asked for', () => {
    expect(Object.keys(pickMessages(id, ['common', 'reports']))).toEqual(['common', 'reports']);
    expect(pickMessages(id, ['common']).common?.save).toBe('Simpan');
  });
});
