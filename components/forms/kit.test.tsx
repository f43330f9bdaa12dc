// @vitest-environment jsdom
import { parseWithZod } from '@conform-to/zod/v4';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { useActionState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { JAKARTA_TZ } from '@/lib/format';
import messages from '@/messages/id.json';
import { rupiahField } from '@/lib/validation/rupiah';
import { BarcodeInput } from './barcode-input';
import { DateField } from './date-input';
import { DateLockProvider } from './date-lock';
import { addLine, LineItems } from './line-items';
import { DecimalField, MaskedField, MoneyField } from './number-fields';
import { SelectField, TextareaField, TextField } from './text-field';
import { useActionForm } from './use-action-form';

// A form of every kind of field, as a sale screen will have them; messages are keys under `errors.` as in the app.
const schema = z.object({
  nama: z.string({ error: 'namaUserRequired' }).min(1, 'namaUserRequired'),
  level: z.string({ error: 'levelRequired' }).min(1, 'levelRequired'),
  keterangan: z.string({ error: 'keteranganRequired' }).min(1, 'keteranganRequired'),
  jumlah: rupiahField('jumlahRequired', 'jumlahInvalid'),
  tanggal: z.string().optional(),
  kode: z.string().optional(),
  kadar: z.string().optional(),
  selisih: z.string().optional(),
  hp: z.string().optional(),
  qty: z.string().optional(),
  harga: z.string().optional(),
  berat: z.string().optional(),
  persen: z.string().optional(),
  items: z.array(z.object({ barcode: z.string({ error: 'rekeningRequired' }).min(1, 'rekeningRequired'), berat: z.string().optional() })).optional(),
});

/** The server: refuses the name "taken" under its field, like a taken user id; records what it was sent. */
const sent: Record<string, unknown>[] = [];
async function serverAction(_previous: unknown, formData: FormData) {
  sent.push(Object.fromEntries(formData));
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== 'success') return submission.reply();
  if (submission.value.nama === 'taken') return submission.reply({ fieldErrors: { nama: ['userIdTaken'] } });
  return submission.reply({ resetForm: true });
}

function Harness({ onScan, schemaArrives }: { onScan?: (code: string) => void; schemaArrives?: Promise<void> }) {
  const [lastResult, action] = useActionState(serverAction, undefined);
  const [form, fields, formProps] = useActionForm({ id: 'harness', schema: async () => (await schemaArrives, schema), lastResult, action });
  const items = fields.items;
  return (
    <form {...formProps}>
      <TextField meta={fields.nama} label="Nama" />
      <SelectField meta={fields.level} label="Level" placeholder="-- Pilih --" options={[{ value: 'KASIR', label: 'KASIR' }, { value: 'SPV', label: 'SPV' }]} />
      <TextareaField meta={fields.keterangan} label="Keterangan" />
      <MoneyField meta={fields.jumlah} label="Jumlah Rp" />
      <MoneyField meta={fields.harga} label="Harga Global" suffix={false} />
      <DateField meta={fields.tanggal} label="Tanggal" />
      <MaskedField meta={fields.kode} label="Kode" mask="digitsDot" />
      <MaskedField meta={fields.kadar} label="Kadar" mask="digitsDotK" />
      <MaskedField meta={fields.selisih} label="Selisih" mask="digitsMinus" />
      <MaskedField meta={fields.hp} label="No HP" mask="digits" />
      <MaskedField meta={fields.qty} label="Qty" mask="quantity" />
      <DecimalField meta={fields.berat} label="Berat" mask="weight" />
      <DecimalField meta={fields.persen} label="Persen" mask="percent" />
      <BarcodeInput id="scan" label="Scan Barcode" onScan={(code) => {
        onScan?.(code);
        addLine(form, items, { barcode: code });
      }} />
      <LineItems form={form} list={items} label="Barang" addLabel="Tambah Baris" removeLabel={(index) => `Hapus baris ${index + 1}`} newLine={{ barcode: '' }}>
        {(line) => {
          const parts = line.getFieldset();
          return (
            <>
              <TextField meta={parts.barcode} label="Barcode" />
              <DecimalField meta={parts.berat} label="Berat Barang" mask="weight" />
            </>
          );
        }}
      </LineItems>
      <button type="submit">Simpan</button>
    </form>
  );
}

function show(onScan?: (code: string) => void, schemaArrives?: Promise<void>, locale: 'id' | 'en' = 'id') {
  sent.length = 0;
  render(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone={JAKARTA_TZ}>
      <DateLockProvider locked={false}><Harness onScan={onScan} schemaArrives={schemaArrives} /></DateLockProvider>
    </NextIntlClientProvider>,
  );
  return userEvent.setup();
}
const input = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const fillRequired = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(input('Nama'), 'Sari');
  await user.selectOptions(input('Level'), 'SPV');
  await user.type(input('Keterangan'), 'Setoran');
  await user.type(input('Jumlah Rp'), '1250000');
};

afterEach(cleanup);

describe('the schema, loaded after the page', () => {
  it('holds a submit sent before it arrives and validates it in the browser once it has: nothing reaches the server', async () => {
    let arrive = () => {};
    const user = show(undefined, new Promise<void>((resolve) => (arrive = resolve)));
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(input('Nama').getAttribute('aria-invalid')).not.toBe('true');
    arrive();
    await waitFor(() => expect(input('Nama').getAttribute('aria-invalid')).toBe('true'));
    expect(sent).toHaveLength(0);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(sent).toHaveLength(1));
  });
});

describe('money', () => {
  it('shows "Rp. 1.250.000 ,-" and sends whole Rupiah; letters and a second comma are not taken', async () => {
    const user = show();
    await user.type(input('Jumlah Rp'), '12a50.0,00');
    expect(input('Jumlah Rp').value).toBe('Rp. 1.250.000 ,-');
    await user.type(input('Harga Global'), '2300000');
    expect(input('Harga Global').value).toBe('Rp. 2.300.000');
    await user.clear(input('Harga Global'));
    expect(input('Harga Global').value).toBe('');
    await user.type(input('Nama'), 'Sari');
    await user.selectOptions(input('Level'), 'KASIR');
    await user.type(input('Keterangan'), 'x');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].jumlah).toBe('1250000');
  });

  it('replaces the whole text when everything is selected and typed over, as a paste or a browser fill does', async () => {
    const user = show();
    await user.type(input('Jumlah Rp'), '999');
    await user.tripleClick(input('Jumlah Rp'));
    await user.keyboard('2500000');
    expect(input('Jumlah Rp').value).toBe('Rp. 2.500.000 ,-');
    await user.tripleClick(input('Jumlah Rp'));
    await user.paste('7000');
    expect(input('Jumlah Rp').value).toBe('Rp. 7.000 ,-');
  });
});

describe('the character masks', () => {
  it('drop what the mask does not allow, as typed', async () => {
    const user = show();
    await user.type(input('Kode'), '1a2.3-4K');
    await user.type(input('Kadar'), '24k.5x');
    await user.type(input('Selisih'), '-12.5');
    await user.type(input('No HP'), '0812-3456 78');
    expect([input('Kode').value, input('Kadar').value, input('Selisih').value, input('No HP').value]).toEqual(['12.34', '24K.5', '-125', '0812345678']);
  });

  it('blank a quantity below 1', async () => {
    const user = show();
    await user.type(input('Qty'), '0');
    expect(input('Qty').value).toBe('');
    await user.type(input('Qty'), '12');
    expect(input('Qty').value).toBe('12');
    await user.type(input('Qty'), '{Backspace}{Backspace}');
    expect(input('Qty').value).toBe('');
  });
});

describe('weights and percentages', () => {
  // Language, typed, shown; pasted, shown, sent: the language's decimal mark on screen, the canonical dot sent.
  const weights: ['id' | 'en', string, string, string, string, string][] = [
    ['id', '12,3456', '12,345', '1.5', '1,5', '1.5'],
    ['en', '1,8755', '1.875', '1234.567', '1234.567', '1234.567'],
  ];
  it.each(weights)('keep 3 decimals for a weight in %s, take comma or dot, show the language\'s mark and send a dot', async (locale, typed, shownTyped, pasted, shownPasted, sentBerat) => {
    const user = show(undefined, undefined, locale);
    await user.type(input('Berat'), typed);
    expect(input('Berat').value).toBe(shownTyped);
    await user.clear(input('Berat'));
    await user.click(input('Berat'));
    await user.paste(pasted);
    expect(input('Berat').value).toBe(shownPasted);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].berat).toBe(sentBerat);
  });

  it('read a pasted dot as the decimal mark in Indonesian: 3.5 g stays 3,5, never 35', async () => {
    const user = show();
    await user.click(input('Berat'));
    await user.paste('3.5');
    expect(input('Berat').value).toBe('3,5');
    await user.clear(input('Persen'));
    await user.click(input('Persen'));
    await user.paste('12.345');
    expect(input('Persen').value).toBe('12,34');
  });

  it('clear a percentage above 100 with "Tidak Boleh Melebihi 100 !", and drop the message at the next change', async () => {
    const user = show();
    await user.type(input('Persen'), '99,555');
    expect(input('Persen').value).toBe('99,55');
    await user.clear(input('Persen'));
    await user.type(input('Persen'), '150');
    expect(input('Persen').value).toBe('');
    expect(screen.getByText('Tidak Boleh Melebihi 100 !')).toBeTruthy();
    expect(input('Persen').getAttribute('aria-invalid')).toBe('true');
    await user.type(input('Persen'), '100');
    expect(input('Persen').value).toBe('100');
    expect(screen.queryByText('Tidak Boleh Melebihi 100 !')).toBeNull();
  });
});

describe('errors and what the user typed', () => {
  it('shows the required messages on submit and drops each as soon as its field changes', async () => {
    const user = show();
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Nama User Tidak Boleh Kosong')).toBeTruthy();
    expect(screen.getByText('Level Tidak Boleh Kosong')).toBeTruthy();
    expect(screen.getByText('Keterangan Tidak Boleh Kosong')).toBeTruthy();
    expect(screen.getByText('Jumlah Rp Tidak Boleh Kosong')).toBeTruthy();
    expect(input('Nama').getAttribute('aria-describedby')).toBe(screen.getByText('Nama User Tidak Boleh Kosong').closest('ul')!.id);
    expect(sent).toHaveLength(0);
    await user.selectOptions(input('Level'), 'SPV');
    await waitFor(() => expect(screen.queryByText('Level Tidak Boleh Kosong')).toBeNull());
    await user.type(input('Jumlah Rp'), '5');
    await waitFor(() => expect(screen.queryByText('Jumlah Rp Tidak Boleh Kosong')).toBeNull());
    await user.type(input('Keterangan'), 'a');
    await waitFor(() => expect(screen.queryByText('Keterangan Tidak Boleh Kosong')).toBeNull());
    expect(screen.getByText('Nama User Tidak Boleh Kosong')).toBeTruthy();
  });

  it('keeps every value after a server-side error and drops that error when the field changes', async () => {
    const user = show();
    await user.type(input('Nama'), 'taken');
    await user.selectOptions(input('Level'), 'SPV');
    await user.type(input('Keterangan'), 'Setoran harian');
    await user.type(input('Jumlah Rp'), '1250000');
    fireEvent.change(screen.getByLabelText('Tanggal').parentElement!.querySelector('input[type="date"]')!, { target: { value: '2024-05-01' } });
    await user.type(input('Berat'), '2,5');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('User ID ini sedang dipakai')).toBeTruthy();
    expect(sent[0].tanggal).toBe('2024-05-01');
    expect([input('Nama').value, input('Level').value, input('Keterangan').value, input('Jumlah Rp').value, input('Tanggal').value, input('Berat').value])
      .toEqual(['taken', 'SPV', 'Setoran harian', 'Rp. 1.250.000 ,-', '2024-05-01', '2,5']);
    await user.type(input('Nama'), '2');
    await waitFor(() => expect(screen.queryByText('User ID ini sedang dipakai')).toBeNull());
  });

  it('empties the form after a success', async () => {
    const user = show();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(input('Jumlah Rp').value).toBe(''));
    expect([input('Nama').value, input('Keterangan').value]).toEqual(['', '']);
    expect(sent).toHaveLength(1);
  });
});

describe('lines and the barcode scan', () => {
  it('a scan ending with Enter adds a line and submits nothing', async () => {
    const onScan = vi.fn();
    const user = show(onScan);
    await user.type(input('Scan Barcode'), '8991234567890{Enter}');
    expect(onScan).toHaveBeenCalledWith('8991234567890');
    expect(input('Scan Barcode').value).toBe('');
    await waitFor(() => expect(input('Barcode').value).toBe('8991234567890'));
    await user.type(input('Scan Barcode'), ' BRG-0002\t{Enter}');
    await waitFor(() => expect(screen.getAllByLabelText('Barcode')).toHaveLength(2));
    expect((screen.getAllByLabelText('Barcode')[1] as HTMLInputElement).value).toBe('BRG-0002');
    expect(sent).toHaveLength(0);
  });

  it('adds and removes lines in the browser; the lines are sent as a list', async () => {
    const user = show();
    await user.click(screen.getByRole('button', { name: 'Tambah Baris' }));
    await user.click(screen.getByRole('button', { name: 'Tambah Baris' }));
    await waitFor(() => expect(screen.getAllByLabelText('Barcode')).toHaveLength(2));
    expect(sent).toHaveLength(0);
    const [first, second] = screen.getAllByLabelText('Barcode') as HTMLInputElement[];
    await user.type(first, 'A-1');
    await user.type(second, 'B-2');
    await user.type(screen.getAllByLabelText('Berat Barang')[1], '3,125');
    await user.click(screen.getByRole('button', { name: 'Hapus baris 1' }));
    await waitFor(() => expect(screen.getAllByLabelText('Barcode')).toHaveLength(1));
    expect(input('Barcode').value).toBe('B-2');
    expect(input('Berat Barang').value).toBe('3,125');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect([sent[0]['items[0].barcode'], sent[0]['items[0].berat'], sent[0]['items[1].barcode']]).toEqual(['B-2', '3.125', undefined]);
  });

  it('an empty line is refused with its own message', async () => {
    const user = show();
    await user.click(screen.getByRole('button', { name: 'Tambah Baris' }));
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Rekening Tidak Boleh Kosong')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });
});
