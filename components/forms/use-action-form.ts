'use client';
import { getFormProps, useForm, type DefaultValue, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { startTransition, type FormEvent, type KeyboardEvent } from 'react';
import type { input, output, $ZodType } from 'zod/v4/core';
import { blockEnterSubmit } from './block-enter';

type FormSchema = $ZodType<Record<string, unknown>, Record<string, unknown>>;

/**
 * The kit's conform form around a server action (useActionState's dispatch), the same for every screen:
 * - validated with the screen's zod schema on submit, then again on every input, so a field's error goes as soon as
 *   the user changes it (and a server error under a field goes the same way);
 * - sent in a transition rather than through `<form action>`: React resets a form after its action, which would empty
 *   every field the user typed when the server refuses one (conform issue 681). A success still empties the form
 *   through the reply's `resetForm`;
 * - list intents (add or remove a line) stay in the browser and are never sent;
 * - Enter in an input does not submit (§5) unless `submitOnEnter`.
 * `beforeSubmit` sees the valid form data and may stop the sending (return false), e.g. after an info message.
 */
export function useActionForm<Schema extends FormSchema>({ id, schema, lastResult, action, defaultValue, beforeSubmit, submitOnEnter = false }: {
  id?: string;
  schema: Schema;
  lastResult: SubmissionResult<string[]> | null | undefined;
  action: (formData: FormData) => void;
  defaultValue?: DefaultValue<input<Schema>>;
  beforeSubmit?: (formData: FormData) => boolean | void;
  submitOnEnter?: boolean;
}) {
  const [form, fields] = useForm<input<Schema>, output<Schema>>({
    id,
    lastResult,
    defaultValue,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit: (event, { formData }) => {
      event.preventDefault();
      if (beforeSubmit?.(formData) === false) return;
      startTransition(() => action(formData));
    },
  });
  const formProps = {
    ...getFormProps(form),
    // Only before hydration, so that a form sent then still posts to its action (never a GET with the fields in the
    // address); once hydrated, onSubmit always prevents the browser's own sending.
    action,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      form.onSubmit(event);
      // An intent (insert, remove, validate) has been handled by conform: nothing goes to the server.
      if (!event.defaultPrevented) event.preventDefault();
    },
    onKeyDown: submitOnEnter ? undefined : (event: KeyboardEvent<HTMLFormElement>) => blockEnterSubmit(event),
  };
  return [form, fields, formProps] as const;
}
