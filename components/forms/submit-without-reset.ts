'use client';
import { startTransition, type FormEvent } from 'react';

/**
 * conform's `onSubmit` for a form whose server action can refuse a field (a taken user id, a common password).
 * React 19 resets a `<form action>` after its action, which empties every field the user typed when the server answers
 * with an error (conform issue 681). Running the action in a transition instead keeps them; a success still empties
 * the form through the reply's `resetForm`.
 */
export function submitWithoutReset(action: (formData: FormData) => void) {
  return (event: FormEvent<HTMLFormElement>, { formData }: { formData: FormData }) => {
    event.preventDefault();
    startTransition(() => action(formData));
  };
}
