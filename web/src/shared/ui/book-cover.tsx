import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './book-cover.module.css';
import { LineIcon } from './line-icon';

/**
 * A cover in a fixed 3:4 box, so the layout never shifts while images arrive. Loaded lazily unless
 * `eager` (a cover on screen when the page opens, fetched first); a cover that fails to load is
 * replaced by a placeholder. `alt` is empty when the cover sits next to the title it would repeat
 * (cards); give it on screens where the cover stands alone.
 */
export function BookCover({ src, alt = '', eager = false, className }: { src: string; alt?: string; eager?: boolean; className?: string }) {
  // Remembering which source failed (not just "failed") lets a new source try again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = src === '' || failedSrc === src;

  return (
    <div className={`${styles.box} ${className ?? ''}`}>
      {failed ? (
        <CoverPlaceholder alt={alt} />
      ) : (
        <img
          className={styles.image}
          src={src}
          alt={alt}
          width={300}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      )}
    </div>
  );
}

/**
 * In place of a cover that is missing or failed. Its own component so that only a failed cover
 * subscribes to the texts: a list renders dozens of covers, and each translation hook costs a phone.
 */
function CoverPlaceholder({ alt }: { alt: string }) {
  const { t } = useTranslation('browse');
  return (
    <div className={styles.placeholder} role={alt ? 'img' : undefined} aria-label={alt || undefined}>
      <LineIcon size={40} strokeWidth={1.6}>
        <path d="M4 5.5C6.5 4.5 9 4.7 12 6.5v13c-3-1.8-5.5-2-8-1z" strokeLinejoin="round" />
        <path d="M20 5.5c-2.5-1-5-.8-8 1v13c3-1.8 5.5-2 8-1z" strokeLinejoin="round" />
      </LineIcon>
      <span aria-hidden="true">{t('cover.unavailable')}</span>
    </div>
  );
}
