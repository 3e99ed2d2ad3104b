import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { textLanguage } from '@/shared/lib/text-language';
import { BookCover } from '@/shared/ui/book-cover';
import styles from './novel-detail-page.module.css';

export interface NovelHeroProps {
  title: string;
  author: string;
  coverImage: string;
  tags: readonly string[];
  /** More rows of the details list, after the author. */
  details?: ReactNode;
  actions: ReactNode;
}

/** The top of a novel's page: cover, title, author and the other details, tags, then the actions. */
export function NovelHero({ title, author, coverImage, tags, details, actions }: NovelHeroProps) {
  const { t } = useTranslation('browse');
  const bookLanguage = textLanguage(title);
  return (
    <section className={`card ${styles.hero}`} aria-labelledby="novel-title">
      <BookCover src={coverImage} alt={t('cover.alt', { title })} eager className={styles.cover} />
      <div className={styles.info}>
        {/* The book's words are in the book's language, whatever the interface's (WCAG 3.1.2). */}
        <h1 id="novel-title" className={styles.title} lang={bookLanguage}>
          {title}
        </h1>
        <dl className={styles.meta}>
          <div>
            <dt>{t('novel.author')}</dt>
            <dd lang={bookLanguage}>{author}</dd>
          </div>
          {details}
        </dl>
        {tags.length > 0 && (
          <ul className={styles.tags} aria-label={t('novel.tags')}>
            {tags.map((tag, index) => (
              <li key={`${index}:${tag}`} className={styles.tag} lang={bookLanguage}>
                {tag}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={styles.actions}>{actions}</div>
    </section>
  );
}
