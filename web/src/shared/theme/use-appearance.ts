import { useCallback, useSyncExternalStore } from 'react';
import { serverNow } from '@/shared/lib/server-clock';
import { storageKeys, writeString } from '@/shared/lib/storage';
import { appearsDark, applyAppearance, darkSchemeQuery, storedAppearance, type Appearance } from './appearance';

const listeners = new Set<() => void>();

/** Stores the choice on this device, applies it at once and tells every screen that shows it. */
export function chooseAppearance(appearance: Appearance): void {
  writeString(storageKeys.appearance, appearance);
  applyAppearance(appearance);
  for (const listener of listeners) listener();
}

/**
 * The reader's own choice (the settings screen). The appearance is one of the reading settings the
 * account keeps, so choosing it is a change of them, made now: the account's earlier settings no
 * longer win over this device's, and the reader (features/reader/use-reading-settings.ts) sends
 * them, this appearance with them, when it next opens.
 */
export function changeAppearance(appearance: Appearance): void {
  if (appearance === storedAppearance()) return;
  writeString(storageKeys.readingSettingsChangedAt, serverNow().toISOString());
  chooseAppearance(appearance);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The app's appearance and the reader's way to change it (kept in localStorage `appearance`). */
export function useAppearance(): [Appearance, (appearance: Appearance) => void] {
  const appearance = useSyncExternalStore(subscribe, storedAppearance, () => 'system' as const);
  const choose = useCallback((next: Appearance) => changeAppearance(next), []);
  return [appearance, choose];
}

/** Follows the app's palette too when the device's preference changes (for `system`). */
function subscribeToPalette(listener: () => void) {
  const unsubscribe = subscribe(listener);
  const query = typeof window.matchMedia === 'function' ? window.matchMedia(darkSchemeQuery) : null;
  query?.addEventListener('change', listener);
  return () => {
    unsubscribe();
    query?.removeEventListener('change', listener);
  };
}

/** Whether the app shows its dark palette now (the reader's choice, or the device's for `system`). */
export function useAppearsDark(): boolean {
  return useSyncExternalStore(subscribeToPalette, () => appearsDark(), () => false);
}
