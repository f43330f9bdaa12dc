'use client';
import { getFormProps, parse, useForm, type DefaultValue, type Submission, type SubmissionResult } from '@conform-to/react';
import { startTransition, useEffect, useRef, type FormEvent, type KeyboardEvent } from 'react';
import type { input, output, $ZodType } from 'zod/v4/core';
import { blockEnterSubmit } from './block-enter';

type FormSchema = $ZodType<Record<string, unknown>, Record<string, unknown>>;
type Validate = (formData: FormData) => Submission<unknown>;

/**
 * The screen's schema and conform's zod adapter, fetched after the page's first load (zod is about 30 KiB gzipped that
 * no page needs to draw itself): once per loader, shared by every render of the form.
 */
function loadValidator(loadSchema: () => Promise<FormSchema>): Promise<Validate> {
  return Promise.all([loadSchema(), import('@conform-to/zod/v4')]).then(([schema, { parseWithZod }]) =>
    (formData: FormData) => parseWithZod(formData, { schema }));
}

/** Before the schema has arrived: list intents still apply, nothing is reported (a submit waits for the schema). */
const applyIntentOnly: Validate = (formData) => parse(formData, { resolve: (value) => ({ value }) });

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
 * `schema` loads the screen's schema (`() => import('../schemas').then((m) => m.xSchema)`), so that zod stays out of the
 * page's first load; it is fetched when the form mounts, and a submit before it has arrived waits for it, so the
 * client's validation always runs before anything is sent.
 */
export function useActionForm<Schema extends FormSchema>({ id, schema, lastResult, action, defaultValue, beforeSubmit, submitOnEnter = false }: {
  id?: string;
  schema: () => Promise<Schema>;
  lastResult: SubmissionResult<string[]> | null | undefined;
  action: (formData: FormData) => void;
  defaultValue?: DefaultValue<input<Schema>>;
  beforeSubmit?: (formData: FormData) => boolean | void;
  submitOnEnter?: boolean;
}) {
  const validator = useRef<Validate | null>(null);
  const loading = useRef<Promise<Validate> | null>(null);
  const loadSchema = useRef(schema);
  const load = () => (loading.current ??= loadValidator(loadSchema.current).then((validate) => (validator.current = validate)));
  // Fetched as the form mounts; the schema of a mounted form does not change.
  useEffect(() => void load(), []);
  const [form, fields] = useForm<input<Schema>, output<Schema>>({
    id,
    lastResult,
    defaultValue,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => (validator.current ?? applyIntentOnly)(formData) as ReturnType<Validate> & Submission<output<Schema>>,
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
      if (!validator.current) {
        // Sent before the schema arrived: sent again once it has, through the same button (an intent keeps its value).
        event.preventDefault();
        const element = event.currentTarget;
        const submitter = (event.nativeEvent as SubmitEvent).submitter ?? undefined;
        void load().then(() => element.requestSubmit(submitter));
        return;
      }
      form.onSubmit(event);
      // An intent (insert, remove, validate) has been handled by conform: nothing goes to the server.
      if (!event.defaultPrevented) event.preventDefault();
    },
    onKeyDown: submitOnEnter ? undefined : (event: KeyboardEvent<HTMLFormElement>) => blockEnterSubmit(event),
  };
  return [form, fields, formProps] as const;
}
