// The form's schema through conform's own parser (what the action runs): empty fields arrive as undefined.
import { parseWithZod } from '@conform-to/zod/v4';
import { expect, it } from 'vitest';
import { preOrderSchema } from '@/features/preorder/schemas';
it('reads the form as conform sends it: an unused payment is 0, the weight exact text', () => {
  const fd = new FormData();
  for (const [k, v] of Object.entries({ namaCustomer: 'A', noHpCustomer: '', alamatCustomer: '', namaBarang: 'B', kodeDept: 'P18', berat: '2.5', harga: '2000000', bayarTunai: '500000', bayarTransfer: '', noRekeningTransfer: '', idempotencyKey: 'abcdefgh-123' })) fd.append(k, v);
  const s = parseWithZod(fd, { schema: preOrderSchema });
  expect(s.status === 'success' ? s.value : s.reply()).toMatchObject({ bayarTunai: 500000, bayarTransfer: 0, berat: '2.500', noHpCustomer: '' });
});
