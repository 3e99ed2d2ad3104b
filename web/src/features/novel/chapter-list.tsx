import { useId, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { getFragmentData, graphql, type FragmentType } from '@/__generated__';
import { textLanguage } from '@/shared/lib/text-language';
import styles from './novel-detail-page.module.css';

export const ChapterListFragment = graphql(`
  fragment ChapterList_chapter on Chapter {
    id
    title
    hasContent
    isFree
    coinsRequired
    readingProgress {
      isCompleted
      purchased
    }
  }
`);

/** A chapter of the list: the screen's own fields (`T`) and the list's fragment. */
export type ListedChapter = FragmentType<typeof ChapterListFragment>;

/** Spec section 2: the list shows 10 chapters until expanded. */
export const COLLAPSED_CHAPTER_COUNT = 10;

/** Chapter buttons with their state: read, price (or unlocked, once bought), not yet updated. `onOpen` gets the chapter it was given. */
export function ChapterItems<T extends ListedChapter>({
  chapters,
  onOpen,
  id,
}: {
  chapters: readonly T[];
  onOpen: (chapter: T) => void;
  id?: string;
}) {
  // One subscription to the texts for the whole list, not one per chapter: each costs a phone.
  const { t } = useTranslation('browse');
  return (
    <ol className={styles.chapters} id={id}>
      {chapters.map((listed) => (
        <ChapterItem key={getFragmentData(ChapterListFragment, listed).id} chapter={listed} onOpen={() => onOpen(listed)} t={t} />
      ))}
    </ol>
  );
}

function ChapterItem({ chapter: chapterRef, onOpen, t }: { chapter: ListedChapter; onOpen: () => void; t: TFunction<'browse'> }) {
  const chapter = getFragmentData(ChapterListFragment, chapterRef);
  return (
    <li>
      <button type="button" className={styles.chapter} onClick={onOpen}>
        <span className={styles.chapterTitle} lang={textLanguage(chapter.title)}>
          {chapter.title}
        </span>
        {chapter.readingProgress.isCompleted && <span className={`${styles.badge} ${styles.badgeDone}`}>{t('novel.completed')}</span>}
        {!chapter.isFree && (
          <span className={`${styles.badge} ${styles.badgeCoins}`}>
            {chapter.readingProgress.purchased ? t('novel.unlocked') : t('novel.price', { coins: chapter.coinsRequired, count: chapter.coinsRequired })}
          </span>
        )}
        {!chapter.hasContent && <span className={styles.badge}>{t('novel.notUpdated')}</span>}
      </button>
    </li>
  );
}

export interface ChapterListProps<T extends ListedChapter> {
  chapters: readonly T[];
  /** All chapters of the book (the list holds at most the first 50). */
  total: number;
  onOpen: (chapter: T) => void;
}

/** The chapter section of the detail page: 10 chapters, or every fetched one once expanded. */
export function ChapterList<T extends ListedChapter>({ chapters, total, onOpen }: ChapterListProps<T>) {
  const { t } = useTranslation('browse');
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const shown = expanded ? chapters : chapters.slice(0, COLLAPSED_CHAPTER_COUNT);
  const expandable = chapters.length > COLLAPSED_CHAPTER_COUNT;

  return (
    <section className={`card ${styles.section}`} aria-labelledby="novel-chapters-title">
      <div className={styles.sectionHead}>
        <h2 id="novel-chapters-title" className={styles.sectionTitle}>
          {t('novel.chapterList')}
        </h2>
        <span className={styles.muted}>{t('novel.chapterCount', { count: total })}</span>
      </div>
      {chapters.length === 0 ? (
        <p className={styles.muted}>{t('novel.noChapters')}</p>
      ) : (
        <ChapterItems chapters={shown} onOpen={onOpen} id={listId} />
      )}
      {expanded && total > chapters.length && <p className={styles.muted}>{t('novel.partial', { shown: chapters.length, total })}</p>}
      {expandable && (
        <button
          type="button"
          className="btn btn-secondary"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('novel.collapse') : t(total > chapters.length ? 'novel.showFirst' : 'novel.showAll', { count: chapters.length })}
        </button>
      )}
    </section>
  );
}
