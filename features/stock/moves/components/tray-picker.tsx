'use client';
import { controlClass } from '@/components/forms/styles';
import { Field } from '@/components/forms/field';

export type PickerWarehouse = { kodeGudang: string; namaGudang: string; trays: { kodeBaki: string; namaBaki: string }[] };
export type TrayChoice = { kodeGudang: string; kodeBaki: string };

/** A warehouse and one of its trays, as two selects (the tray list follows the warehouse). */
export function TrayPicker({ id, places, value, onChange, labels }: {
  id: string;
  places: PickerWarehouse[];
  value: TrayChoice;
  onChange: (value: TrayChoice) => void;
  labels: { gudang: string; baki: string; pilih: string };
}) {
  const trays = places.find((place) => place.kodeGudang === value.kodeGudang)?.trays ?? [];
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field id={`${id}-gudang`} label={labels.gudang} errorId={`${id}-gudang-error`}>
        <select id={`${id}-gudang`} className={controlClass} value={value.kodeGudang}
          onChange={(event) => onChange({ kodeGudang: event.target.value, kodeBaki: '' })}>
          <option value="">{labels.pilih}</option>
          {places.map((place) => <option key={place.kodeGudang} value={place.kodeGudang}>{place.kodeGudang} · {place.namaGudang}</option>)}
        </select>
      </Field>
      <Field id={`${id}-baki`} label={labels.baki} errorId={`${id}-baki-error`}>
        <select id={`${id}-baki`} className={controlClass} value={value.kodeBaki} disabled={!value.kodeGudang}
          onChange={(event) => onChange({ ...value, kodeBaki: event.target.value })}>
          <option value="">{labels.pilih}</option>
          {trays.map((tray) => <option key={tray.kodeBaki} value={tray.kodeBaki}>{tray.kodeBaki} · {tray.namaBaki}</option>)}
        </select>
      </Field>
    </div>
  );
}
