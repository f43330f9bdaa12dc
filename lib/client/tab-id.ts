/** An id for this browser tab, so the tab that saved settings is not asked to refresh by its own event. */
export function getTabId(): string {
  let id = sessionStorage.getItem('kilau.tabId');
  if (!id) {
    id = crypto.randomUUID();
    sessionStorage.setItem('kilau.tabId', id);
  }
  return id;
}
