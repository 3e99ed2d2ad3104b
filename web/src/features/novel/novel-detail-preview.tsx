import { useFragment } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { NovelCardFragment } from '@/shared/ui/novel-card';
import { NovelHero } from './novel-hero';
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

/** A novel's page while its detail loads: its card's cover, title, author and tags, and placeholders where the rest will be. */
export function NovelDetailPreview({ card }: { card: NovelCardPreview }) {
  const { t } = useTranslation('browse');
  // The detail's rows, labelled, so that nothing moves when their values arrive.
  const details = (['novel.published', 'novel.views', 'novel.chapters'] as const).map((label) => (
    <div key={label}>
      <dt>{t(label)}</dt>
      <dd>
        <span className={styles.placeholderValue} />
      </dd>
    </div>
  ));
  return (
    <div className={styles.main} aria-busy="true">
      <NovelHero {...card} details={details} actions={<div className={styles.placeholderAction} />} />
      <section className={`card ${styles.section}`} aria-hidden="true">
        <div className={styles.placeholderLine} />
        <div className={styles.placeholderLine} />
        <div className={styles.placeholderLine} />
      </section>
    </div>
  );
}
