import "client-only";

/**
 * Subscribes to a value kept in local storage under `key`: `changeEvent` is
 * the window event this tab fires when it stores one, the `storage` event
 * tells of other tabs (a null key: their storage was cleared). Returns the
 * unsubscribe function, as useSyncExternalStore wants.
 */
export function subscribeToStoredValue(key: string, changeEvent: string, onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === key) onChange();
  };
  window.addEventListener(changeEvent, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(changeEvent, onChange);
    window.removeEventListener("storage", onStorage);
  };
}
