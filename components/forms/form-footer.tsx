'use client';
import { Button } from '../ui/button';

/** The end of a modal form: the form-level error, then Batal and the save button (its pending label while saving). */
export function FormFooter({ errors, pending, onCancel, labels }: {
  errors?: string[]; pending: boolean; onCancel: () => void; labels: { cancel: string; save: string; saving: string };
}) {
  return (
    <>
      {errors && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">{errors.join(' ')}</p>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>{labels.cancel}</Button>
        <Button type="submit" disabled={pending}>{pending ? labels.saving : labels.save}</Button>
      </div>
    </>
  );
}
