import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/shared/auth/use-auth';
import { useFocusFallback } from '@/shared/hooks/use-focus-fallback';
import { useLanguage } from '@/shared/i18n/use-language';
import { listBooks, storedBytes } from '@/shared/offline/chapter-store';
import { useRemoveDownloads } from '@/shared/offline/use-remove-downloads';
import { formatBytes } from '@/shared/offline/format-bytes';
import { onOfflineChange } from '@/shared/offline/offline-db';
import { useOfflineData } from '@/shared/offline/use-offline-data';
import cardStyles from './settings-card.module.css';

interface Estimate {
  usage: number;
  quota: number;
}

/** Settings: how much the downloads take (our bytes) and the browser's estimate for the whole app. */
export function OfflineStorageCard() {
  const { t } = useTranslation('offline');
  const { language } = useLanguage();
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const bytes = useOfflineData(userId, storedBytes, 0);
  const [estimate, setEstimate] = useState<Estimate | null | undefined>(undefined);

  useEffect(() => {
    let cancelled = false;
    const read = () => {
      const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
      if (!storage?.estimate) {
        setEstimate(null);
        return;
      }
      storage.estimate().then(
        (value) => {
          if (!cancelled) setEstimate(value.usage === undefined || value.quota === undefined ? null : { usage: value.usage, quota: value.quota });
        },
        () => {
          if (!cancelled) setEstimate(null);
        },
      );
    };
    const timer = window.setTimeout(read, 0);
    const stop = onOfflineChange(read);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      stop();
    };
  }, []);

  const headingRef = useRef<HTMLHeadingElement>(null);
  // The button goes once nothing is stored, and the focus with it: the card's title takes it.
  const focusHeadingWhenGone = useFocusFallback(() => [headingRef.current]);
  const removeDownloads = useRemoveDownloads();
  const clearAll = async () => {
    if (!userId) return;
    const books = await listBooks(userId);
    await removeDownloads(
      userId,
      books.map((book) => book.bookId),
      t('storage.cleared'),
    );
  };

  return (
    <section className={`card ${cardStyles.card}`} aria-labelledby="offline-storage-title" data-testid="offline-storage">
      <h2 ref={headingRef} id="offline-storage-title" className={cardStyles.title} tabIndex={-1}>
        {t('storage.title')}
      </h2>
      <p className={cardStyles.description}>{t('storage.downloads', { size: formatBytes(bytes ?? 0, language) })}</p>
      {estimate !== undefined && (
        <p className={cardStyles.description}>
          {estimate
            ? t('storage.device', { used: formatBytes(estimate.usage, language), quota: formatBytes(estimate.quota, language) })
            : t('storage.unavailable')}
        </p>
      )}
      {(bytes ?? 0) > 0 && (
        <button
          ref={focusHeadingWhenGone}
          type="button"
          className="btn btn-secondary"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => void clearAll()}
        >
          {t('storage.clear')}
        </button>
      )}
    </section>
  );
}
