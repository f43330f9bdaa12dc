import { describe, expect, it } from 'vitest';
import { AppError, toAppError } from './app-error';

describe('toAppError', () => {
  it('maps PostgreSQL\'s invalid byte sequence (22021), bare or wrapped by drizzle, to the 400 of bad text', () => {
    const pg = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    expect(toAppError(pg)).toMatchObject({ kind: 'validation', messageKey: 'badText' });
    expect(toAppError(Object.assign(new Error('Failed query'), { cause: pg }))).toMatchObject({ kind: 'validation', messageKey: 'badText' });
  });

  it('keeps a typed error as it is and leaves anything else unexpected', () => {
    const typed = new AppError('conflict', 'fieldTaken');
    expect(toAppError(typed)).toBe(typed);
    expect(toAppError(Object.assign(new Error('deadlock'), { code: '40P01' }))).toBeNull();
    expect(toAppError(new Error('boom'))).toBeNull();
    expect(toAppError(null)).toBeNull();
  });
});
