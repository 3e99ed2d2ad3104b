import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '@/__generated__';
import { paths } from '@/config/paths';
import { textLanguage } from '@/shared/lib/text-language';
import { ModalDialog } from '@/shared/ui/modal-dialog';
import { Spinner } from '@/shared/ui/spinner';
import styles from './reader-panels.module.css';

/** The cheap chapter fields the list needs (never the text). */
export const ChapterListItemFragment = graphql(`
  fragment ChapterListItem_chapter on Chapter {
    id
    title
    coinsRequired
    readingProgress {
      isCompleted
      purchased
    }
  }
`);

interface ChapterListPanelProps {
  open: boolean;
  onClose: () => void;
  bookId: string;
  currentId: string;
  chapters: readonly FragmentType<typeof ChapterListItemFragment>[];
  /** All chapters of the book, as the server counts them (the list holds up to 1000). */
  total: number | null;
  loading: boolean;
  errorText: string | null;
}

/** Every chapter of the book (up to 1000), the current one marked and scrolled into view. */
export function ChapterListPanel({ open, onClose, bookId, currentId, chapters, total, loading, errorText }: ChapterListPanelProps) {
  const { t } = useTranslation('reader');
  const currentRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (!open) return;
    // After the dialog has opened (its own effect runs after this one).
    const frame = window.requestAnimationFrame(() => currentRef.current?.scrollIntoView({ block: 'center' }));
    return () => window.cancelAnimationFrame(frame);
  }, [open]);

  return (
    <ModalDialog open={open} onClose={onClose} title={t('chapterList.title')} variant="sheet" closeLabel={t('chapterList.close')}>
      {/* Built only while the list is open: a chapter turn does not go through every chapter. */}
      {open && <ChapterList {...{ onClose, bookId, currentId, chapters, total, loading, errorText, currentRef }} />}
    </ModalDialog>
  );
}

function ChapterList({
  onClose,
  bookId,
  currentId,
  chapters,
  total,
  loading,
  errorText,
  currentRef,
}: Omit<ChapterListPanelProps, 'open'> & { currentRef: RefObject<HTMLAnchorElement | null> }) {
  const { t } = useTranslation('reader');
  return (
    <>
      {loading && chapters.length === 0 ? (
        <Spinner />
      ) : errorText && chapters.length === 0 ? (
        <p className="form-error" role="alert">
          {errorText}
        </p>
      ) : (
        <>
          {total !== null && <p className={styles.muted}>{t('chapterList.count', { count: total })}</p>}
          <ol className={styles.chapterList}>
            {chapters.map((listed) => {
              const chapter = getFragmentData(ChapterListItemFragment, listed);
              const current = chapter.id === currentId;
              return (
                <li key={chapter.id}>
                  <Link
                    ref={current ? currentRef : undefined}
                    to={paths.reader.getHref(bookId, chapter.id)}
                    replace
                    className={`${styles.chapterLink} ${current ? styles.chapterCurrent : ''}`}
                    aria-current={current ? 'page' : undefined}
                    onClick={onClose}
                  >
                    <span className={styles.chapterTitle} lang={textLanguage(chapter.title)}>
                      {chapter.title}
                    </span>
                    <span className={styles.chapterMeta}>
                      {current && <span>{t('chapterList.current')}</span>}
                      {chapter.readingProgress.isCompleted && <span className={styles.done}>{t('chapterList.completed')}</span>}
                      {chapter.coinsRequired > 0 && (
                        <span className={styles.paid}>
                          {chapter.readingProgress.purchased ? t('chapterList.unlocked') : t('chapterList.price', { price: chapter.coinsRequired, count: chapter.coinsRequired })}
                        </span>
                      )}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </>
  );
}
