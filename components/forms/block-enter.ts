import type { KeyboardEvent } from 'react';

/** Forms where Enter must not submit (§5): only the form's button saves. */
export function blockEnterSubmit(event: KeyboardEvent<HTMLFormElement>): void {
  if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') event.preventDefault();
}
