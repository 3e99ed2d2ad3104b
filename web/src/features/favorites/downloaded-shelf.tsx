import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/shared/auth/use-auth';
import { useFocusFallback } from '@/shared/hooks/use-focus-fallback';
import { useLanguage } from '@/shared/i18n/use-language';
import { textLanguage } from '@/shared/lib/text-language';
import { listBooks, type DownloadedBook } from '@/shared/offline/chapter-store';
import { useRemoveDownloads } from '@/shared/offline/use-remove-downloads';
import { formatBytes } from '@/shared/offline/format-bytes';
import { useOfflineData } from '@/shared/offline/use-offline-data';
import { BookCover } from '@/shared/ui/book-cover';
import styles from './downloaded-shelf.module.css';

const none: DownloadedBook[] = [];

/** A row's own button: Remove. */
const removeButtonOf = (row: Element | null | undefined) => row?.querySelector('button');

interface DownloadedShelfProps {
  /** Where the focus goes when the last book is removed and the shelf with it. */
  focusWhenEmptied: RefObject<HTMLElement | null>;
}

/**
 * The signed-in reader's downloaded novels (offline reading): open one, or remove its download.
 * Read from IndexedDB only, so it works without a connection. Hidden while there is none.
 */
export function DownloadedShelf({ focusWhenEmptied }: DownloadedShelfProps) {
  const { t } = useTranslation('offline');
  const { language } = useLanguage();
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const books = useOfflineData(userId, listBooks, none);
  const removeDownloads = useRemoveDownloads();
  // A removed book's row takes the focus with it: it goes to the next row, else the one before,
  // else (the shelf is gone) the screen's title.
  const keepFocusInShelf = useFocusFallback((row) => [
    removeButtonOf(row.nextElementSibling),
    removeButtonOf(row.previousElementSibling),
    focusWhenEmptied.current,
  ]);
  if (!userId || !books || books.length === 0) return null;

  return (
    <section className={styles.shelf} aria-labelledby="downloaded-shelf-title" data-testid="downloaded-shelf">
      <h2 id="downloaded-shelf-title" className={styles.title}>
        {t('shelf.title')}
      </h2>
      <ul className={styles.list}>
        {books.map((book) => (
          <li key={book.bookId} ref={keepFocusInShelf} className={styles.item}>
            <BookCover src={book.coverImage ?? ''} alt="" className={styles.cover} />
            <div className={styles.text}>
              <p className={styles.bookTitle} lang={textLanguage(book.title)}>
                {book.title}
              </p>
              <p className={styles.info}>{t('shelf.info', { count: book.chapterCount, size: formatBytes(book.bytes, language) })}</p>
              <div className={styles.actions}>
                <Link className="btn btn-primary" to={paths.reader.getHref(book.bookId, book.firstChapterId)}>
                  {t('shelf.read')}
                </Link>
                <button
                  type="button"
                  className="btn btn-ghost"
                  aria-label={t('shelf.removeLabel', { title: book.title })}
                  onClick={() => void removeDownloads(userId, [book.bookId])}
                >
                  {t('shelf.remove')}
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
