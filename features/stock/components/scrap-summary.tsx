'use client';
import { sumWeights } from '@/lib/format/grams';
import { useNumberFormat } from '@/lib/i18n/use-number-format';

export type ScrapPerJenis = { kodeDept: string; qty: number; berat: string };

/** Pieces and grams per jenis of the items about to be destroyed or melted, jenis in order. */
export function scrapOf(items: { kodeDept: string; berat: string }[]): ScrapPerJenis[] {
  return [...new Set(items.map((item) => item.kodeDept))].sort().map((kodeDept) => {
    const of = items.filter((item) => item.kodeDept === kodeDept);
    return { kodeDept, qty: of.length, berat: sumWeights(of.map((item) => item.berat)) };
  });
}

/** The scrap table of Hancur Data Barang and Hancur Pembelian: shown while choosing and after saving. */
export function ScrapSummary({ rows, labels }: { rows: ScrapPerJenis[]; labels: { title: string; jenis: string; pieces: string; berat: string } }) {
  const num = useNumberFormat();
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="hancur-scrap" className="rounded-lg border border-stone-200 p-3">
      <h2 id="hancur-scrap" className="mb-2 text-sm font-semibold text-stone-700">{labels.title}</h2>
      <table className="w-full text-sm [&_td]:px-1 [&_th]:px-1">
        <thead><tr className="text-left"><th>{labels.jenis}</th><th className="text-right">{labels.pieces}</th><th className="text-right">{labels.berat}</th></tr></thead>
        <tbody>{rows.map((row) => (
          <tr key={row.kodeDept}><td>{row.kodeDept}</td><td className="text-right tabular-nums">{num.integer(row.qty)}</td>
            <td className="text-right tabular-nums" data-testid={`scrap-${row.kodeDept}`}>{num.weight(row.berat, 3)}</td></tr>
        ))}</tbody>
      </table>
    </section>
  );
}
