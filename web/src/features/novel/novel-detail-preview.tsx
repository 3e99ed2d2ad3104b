import { useFragment } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { NovelCardFragment } from '@/shared/ui/novel-card';
import styles from './novel-detail-page.module.css';

export interface NovelCardPreview {
  title: string;
  author: string;
  coverImage: string;
  tags: string[];
}

/**
 * What a list the reader came from (home, search, a category) holds of a novel: its card, in the
 * cache. Null when no list has shown it (a shared link, say).
 */
export function useNovelCardPreview(id: string): NovelCardPreview | null {
  const { data } = useFragment({ fragment: NovelCardFragment, from: { __typename: 'Book', id } });
  const { title, author, coverImage, tags } = data;
  if (title === undefined || author === undefined || coverImage === undefined) return null;
  return { title, author, coverImage, tags: (tags ?? []).filter((tag): tag is string => typeof tag === 'string') };
}

/**
 * The parts of a novel's page that wait for its detail, while the card's cover, title, author and
 * tags already show in the hero (novel-detail-page.tsx keeps that hero mounted when the detail
 * arrives, so the cover is not loaded again). The detail's rows are labelled, so nothing moves
 * when their values come.
 */
export function LoadingDetails() {
  const { t } = useTranslation('browse');
  return (['novel.published', 'novel.views', 'novel.chapters'] as const).map((label) => (
    <div key={label}>
      <dt>{t(label)}</dt>
      <dd>
        <span className={styles.placeholderValue} />
      </dd>
    </div>
  ));
}

export function LoadingAction() {
  return <div className={styles.placeholderAction} />;
}

export function LoadingSection() {
  return (
    <section className={`card ${styles.section}`} aria-hidden="true">
      <div className={styles.placeholderLine} />
      <div className={styles.placeholderLine} />
      <div className={styles.placeholderLine} />
    </section>
  );
}
