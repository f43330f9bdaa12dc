'use client';
import type { DefaultValue, FieldMetadata, FormMetadata } from '@conform-to/react';
import { Icon } from '@/components/shell/icons';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ErrorList } from './field';

type ListOf<Item, FormSchema extends Record<string, unknown>> = FieldMetadata<Item[] | undefined, FormSchema>;

/**
 * The lines of a sale, a purchase or an order on conform's field list: each line is rendered by `children` from its own
 * field metadata (names like items[0].berat, so the server parses the list with the same schema), with a remove
 * button; `addLabel` shows an add button that inserts `newLine`. The buttons are conform intents: handled in the
 * browser, never sent. A scan adds its line through `addLine`.
 */
export function LineItems<Item, FormSchema extends Record<string, unknown>>({ form, list, label, addLabel, removeLabel, newLine, children }: {
  form: FormMetadata<FormSchema>;
  list: ListOf<Item, FormSchema>;
  label: string;
  addLabel?: string;
  removeLabel: (index: number) => string;
  newLine?: DefaultValue<Item>;
  children: (line: FieldMetadata<Item, FormSchema>, index: number) => ReactNode;
}) {
  const tErrors = useTranslations('errors');
  const lines = list.getFieldList();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={list.errors?.length ? list.errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-stone-700">{label}</legend>
      <ol className="flex flex-col gap-2">
        {lines.map((line, index) => (
          <li key={line.key} data-line={index} className="flex items-start gap-2 rounded-lg border border-stone-200 p-2">
            <div className="grid min-w-0 flex-1 grid-cols-1 gap-2 sm:grid-cols-[repeat(auto-fit,minmax(9rem,1fr))]">{children(line, index)}</div>
            <button {...form.remove.getButtonProps({ name: list.name, index })} aria-label={removeLabel(index)}
              className="mt-6 rounded p-1.5 text-red-600 hover:bg-stone-100"><Icon name="trash" size={15} /></button>
          </li>
        ))}
      </ol>
      <ErrorList id={list.errorId} errors={list.errors?.map((key) => tErrors(key as 'unexpected'))} />
      {addLabel && (
        <div>
          <button {...form.insert.getButtonProps({ name: list.name, defaultValue: newLine })}
            className="inline-flex items-center gap-1.5 rounded-lg border border-dashed border-stone-300 px-3 py-1.5 text-sm text-stone-700 hover:border-amber-500 hover:bg-amber-50">
            <Icon name="plus" size={15} /> {addLabel}
          </button>
        </div>
      )}
    </fieldset>
  );
}

/** Adds a line at the end of the list, e.g. the item a scan found. */
export function addLine<Item, FormSchema extends Record<string, unknown>>(form: FormMetadata<FormSchema>, list: ListOf<Item, FormSchema>, line: DefaultValue<Item>) {
  form.insert({ name: list.name, defaultValue: line });
}
