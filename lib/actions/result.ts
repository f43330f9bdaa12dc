/** What every server action returns to the browser. */
export type ActionResult<T = undefined> =
  | { status: 'success'; message?: string; data?: T }
  | { status: 'error'; message: string }
  | { status: 'expired' };
