import { useCallback, useEffect, useRef, useState } from 'react';
import { useStoredState } from '@/shared/hooks/use-stored-state';
import { storageKeys } from '@/shared/lib/storage';
import { defaultReadingSettings, normalizeReadingSettings, parseReadingSettings, type ReadingSettings } from './reading-settings';

/**
 * The reading settings: restored from localStorage `readingSettings` after mount (before the first
 * paint), kept valid, and saved on every change.
 */
export function useReadingSettings() {
  const { restored, save } = useStoredState<ReadingSettings>({ key: storageKeys.readingSettings, parse: parseReadingSettings });
  const [chosen, setChosen] = useState<ReadingSettings | null>(null);
  const settings = chosen ?? restored ?? defaultReadingSettings;

  // Several changes may come between two renders (a pinch): each builds on the one before.
  const latest = useRef(settings);
  useEffect(() => {
    latest.current = settings;
  });

  const apply = useCallback(
    (next: ReadingSettings) => {
      latest.current = next;
      setChosen(next);
      save(next);
    },
    [save],
  );
  const update = useCallback(
    (patch: Partial<ReadingSettings>) => apply(normalizeReadingSettings({ ...latest.current, ...patch })),
    [apply],
  );
  const reset = useCallback(() => apply(defaultReadingSettings), [apply]);

  return { settings, update, reset };
}
