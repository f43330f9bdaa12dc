'use client';
import type { SubmissionResult } from '@conform-to/react';
import { useActionState, useState } from 'react';
import type { $ZodType } from 'zod/v4/core';
import { TextareaField } from '@/components/forms/text-field';
import { useActionForm } from '@/components/forms/use-action-form';
import { useFormOutcome } from '@/components/forms/use-form-outcome';
import { Button } from '@/components/ui/button';
import type { FormOutcome } from '@/lib/actions/run-form-action';
import { sendWithGrant, type OtorisasiAsk } from '@/lib/client/request-authorization';

type Answer = SubmissionResult<string[]> & { outcome: FormOutcome; message?: string };

/**
 * A reason that a supervisor's grant must back (Batal Penjualan, Batal Pembelian): the reason is checked by the
 * service's own schema on both sides, the supervisor is asked (`ask`, from the valid reason) only once it passes, and
 * the form is sent with the grant's keystore and its own idempotency key.
 */
export function ReasonForm({ id, action, schema, hidden, ask, labels, onDone }: {
  id: string;
  action: (previous: Answer | undefined, formData: FormData) => Promise<Answer>;
  schema: () => Promise<$ZodType<Record<string, unknown>, Record<string, unknown>>>;
  /** The document the reason is about, as the action's hidden fields. */
  hidden: Record<string, string>;
  ask: (alasan: string) => OtorisasiAsk;
  labels: { alasan: string; submit: string };
  onDone: () => void;
}) {
  const [key] = useState(() => crypto.randomUUID());
  const [lastResult, dispatch, pending] = useActionState(action, undefined);
  const [form, fields, formProps] = useActionForm({
    id, schema, lastResult, action: dispatch,
    beforeSubmit: (formData) => sendWithGrant(formData, ask(String(formData.get('alasan')).trim()), dispatch),
  });
  useFormOutcome(lastResult, onDone);
  return (
    <form {...formProps} className="flex flex-col gap-2">
      <input type="hidden" name="idempotencyKey" value={key} />
      {Object.entries(hidden).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
      <TextareaField meta={fields.alasan} label={labels.alasan} maxLength={200} />
      {form.errors && <p role="alert" className="text-sm text-red-700">{form.errors.join(' ')}</p>}
      <div><Button type="submit" variant="danger" disabled={pending}>{labels.submit}</Button></div>
    </form>
  );
}
