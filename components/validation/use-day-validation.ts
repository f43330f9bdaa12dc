'use client';
import { useEffect, useState, useTransition } from 'react';
import { useAlerts } from '@/components/alerts/use-alerts';
import type { ActionResult } from '@/lib/actions/result';

type Validatable = { jenis: string; nomor: string; divalidasiOleh: string | null };
const idOf = (row: Validatable) => `${row.jenis}:${row.nomor}`;

/**
 * A day's documents a supervisor ticks and validates (Validasi Jual Beli, Validasi Hutang): the day chosen, its rows
 * loaded with the not-yet-validated ones ticked, and the ticked rows sent; after a validation the day is read again.
 */
export function useDayValidation<Row extends Validatable>({ today, list, validate }: {
  today: string;
  list: (day: string) => Promise<ActionResult<{ rows: Row[]; canValidate: boolean }>>;
  validate: (rows: Row[]) => Promise<ActionResult<unknown>>;
}) {
  const alerts = useAlerts();
  const [tanggal, setTanggal] = useState(today);
  const [data, setData] = useState<{ rows: Row[]; canValidate: boolean } | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [pending, startTransition] = useTransition();

  const load = (day: string) => startTransition(async () => {
    const answer = await list(day);
    if (alerts.handle(answer) && answer.data) {
      setData(answer.data);
      setChosen(new Set(answer.data.rows.filter((row) => !row.divalidasiOleh).map(idOf)));
    }
  });
  // Once, on the first render: the day the page opened with.
  useEffect(() => load(today), []);

  const submit = () => startTransition(async () => {
    if (alerts.handle(await validate(data?.rows.filter((row) => chosen.has(idOf(row))) ?? []))) load(tanggal);
  });
  const choose = (row: Row, checked: boolean) => setChosen((current) => {
    const next = new Set(current);
    if (checked) next.add(idOf(row)); else next.delete(idOf(row));
    return next;
  });
  const open = data?.rows.filter((row) => !row.divalidasiOleh) ?? [];
  return {
    tanggal, setTanggal, data, pending, load, submit, choose, idOf,
    isChosen: (row: Row) => chosen.has(idOf(row)), chosenCount: chosen.size,
    canSubmit: !pending && !!data?.canValidate && open.length > 0 && chosen.size > 0,
  };
}
