/** What another tab of the app does to localStorage entry `key` (null: removes it), as this tab sees it: the entry, then a `storage` event. */
export function anotherTabWrites(key: string, value: string | null): void {
  if (value === null) window.localStorage.removeItem(key);
  else window.localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: window.localStorage }));
}
