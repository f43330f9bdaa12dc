'use client';
import { controlClass } from '@/components/forms/styles';
import { errorAria, Field, useFieldErrors, type FieldMeta } from '@/components/forms/field';

export type PickerWarehouse = { kodeGudang: string; namaGudang: string; trays: { kodeBaki: string; namaBaki: string }[] };
export type TrayChoice = { kodeGudang: string; kodeBaki: string };

/**
 * A warehouse and one of its trays, as two selects (the tray list follows the warehouse, so both stay controlled).
 * Given `fields` (a kit form's kodeGudang and kodeBaki), they are that form's fields: named, with their errors.
 */
export function TrayPicker({ id, places, value, onChange, labels, fields }: {
  id: string;
  places: PickerWarehouse[];
  value: TrayChoice;
  onChange: (value: TrayChoice) => void;
  labels: { gudang: string; baki: string; pilih: string };
  fields?: { gudang: FieldMeta; baki: FieldMeta };
}) {
  const trays = places.find((place) => place.kodeGudang === value.kodeGudang)?.trays ?? [];
  const gudang = { id: fields?.gudang.id ?? `${id}-gudang`, errorId: fields?.gudang.errorId ?? `${id}-gudang-error`, errors: useFieldErrors(fields?.gudang ?? {}) };
  const baki = { id: fields?.baki.id ?? `${id}-baki`, errorId: fields?.baki.errorId ?? `${id}-baki-error`, errors: useFieldErrors(fields?.baki ?? {}) };
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field id={gudang.id} label={labels.gudang} errorId={gudang.errorId} errors={gudang.errors}>
        <select id={gudang.id} name={fields?.gudang.name} className={controlClass} value={value.kodeGudang} {...errorAria(gudang.errorId, gudang.errors)}
          onChange={(event) => onChange({ kodeGudang: event.target.value, kodeBaki: '' })}>
          <option value="">{labels.pilih}</option>
          {places.map((place) => <option key={place.kodeGudang} value={place.kodeGudang}>{place.kodeGudang} · {place.namaGudang}</option>)}
        </select>
      </Field>
      <Field id={baki.id} label={labels.baki} errorId={baki.errorId} errors={baki.errors}>
        <select id={baki.id} name={fields?.baki.name} className={controlClass} value={value.kodeBaki} disabled={!value.kodeGudang} {...errorAria(baki.errorId, baki.errors)}
          onChange={(event) => onChange({ ...value, kodeBaki: event.target.value })}>
          <option value="">{labels.pilih}</option>
          {trays.map((tray) => <option key={tray.kodeBaki} value={tray.kodeBaki}>{tray.kodeBaki} · {tray.namaBaki}</option>)}
        </select>
      </Field>
    </div>
  );
}
