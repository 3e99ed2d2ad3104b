import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '@/__generated__';
import type { ChapterList_ChapterFragment } from '@/__generated__/graphql';
import styles from './novel-detail-page.module.css';

export const ChapterListFragment = graphql(`
  fragment ChapterList_chapter on Chapter {
    id
    title
    number
    hasContent
    isFree
    coinsRequired
    readingProgress {
      isCompleted
    }
  }
`);

export type ListedChapter = ChapterList_ChapterFragment;

/** Spec section 2: the list shows 10 chapters until expanded. */
export const COLLAPSED_CHAPTER_COUNT = 10;

/** Chapter buttons with their state: read, price, not yet updated. */
export function ChapterItems({
  chapters,
  onOpen,
  id,
}: {
  chapters: readonly ListedChapter[];
  onOpen: (chapter: ListedChapter) => void;
  id?: string;
}) {
  const { t } = useTranslation('browse');
  return (
    <ol className={styles.chapters} id={id}>
      {chapters.map((chapter) => (
        <li key={chapter.id}>
          <button type="button" className={styles.chapter} onClick={() => onOpen(chapter)}>
            <span className={styles.chapterTitle}>{chapter.title}</span>
            {chapter.readingProgress.isCompleted && <span className={`${styles.badge} ${styles.badgeDone}`}>{t('novel.completed')}</span>}
            {!chapter.isFree && (
              <span className={`${styles.badge} ${styles.badgeCoins}`}>{t('novel.price', { coins: chapter.coinsRequired })}</span>
            )}
            {!chapter.hasContent && <span className={styles.badge}>{t('novel.notUpdated')}</span>}
          </button>
        </li>
      ))}
    </ol>
  );
}

export interface ChapterListProps {
  chapters: readonly ListedChapter[];
  /** All chapters of the book (the list holds at most the first 50). */
  total: number;
  onOpen: (chapter: ListedChapter) => void;
}

/** The chapter section of the detail page: 10 chapters, or every fetched one once expanded. */
export function ChapterList({ chapters, total, onOpen }: ChapterListProps) {
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
          {expanded ? t('novel.collapse') : t('novel.showAll', { count: chapters.length })}
        </button>
      )}
    </section>
  );
}
