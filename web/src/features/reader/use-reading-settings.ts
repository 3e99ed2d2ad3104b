import { useCallback, useEffect, useState } from 'react';
import {
  defaultReadingSettings,
  loadReadingSettings,
  normalizeReadingSettings,
  saveReadingSettings,
  type ReadingSettings,
} from './reading-settings';

/** The reading settings, kept valid and saved to localStorage `readingSettings` on every change. */
export function useReadingSettings() {
  const [settings, setSettings] = useState<ReadingSettings>(loadReadingSettings);

  useEffect(() => {
    saveReadingSettings(settings);
  }, [settings]);

  const update = useCallback((patch: Partial<ReadingSettings>) => {
    setSettings((current) => normalizeReadingSettings({ ...current, ...patch }));
  }, []);

  const reset = useCallback(() => setSettings(defaultReadingSettings), []);

  return { settings, update, reset };
}
