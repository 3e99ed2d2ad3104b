import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { graphql } from '@/__generated__';
import { paths } from '@/config/paths';
import { useAuth } from '@/shared/auth/use-auth';
import { textLanguage } from '@/shared/lib/text-language';
import { BookCover } from '@/shared/ui/book-cover';
import styles from './continue-reading-shelf.module.css';
import homeStyles from './home-page.module.css';
import { SHELF_SIZE } from './shelf-size';


/** Exported: app/preload warms the cache with this very query. */
export const ContinueReadingShelfQuery = graphql(`
  query ContinueReadingShelf($limit: Int!) {
    continueReading(limit: $limit) {
      chapterId
      chapterTitle
      progress
      position
      updatedAt
      book {
        id
        title
        coverImage
      }
    }
  }
`);

/**
 * The continue-reading shelf at the top of home: the signed-in reader's books in progress, the
 * latest first, each opening the reader at the chapter and place where it was left (any device).
 * Nothing is shown to guests, while loading, on an error or when no book is in progress.
 */
export function ContinueReadingShelf() {
  const { user } = useAuth();
  if (!user) return null;
  return <Shelf />;
}

function Shelf() {
  const { t } = useTranslation('browse');
  // The place moves while reading (here or on another device): always ask the server, show the cache meanwhile.
  const { data } = useQuery(ContinueReadingShelfQuery, { variables: { limit: SHELF_SIZE }, fetchPolicy: 'cache-and-network' });
  const entries = data?.continueReading ?? [];
  if (entries.length === 0) return null;

  return (
    <section className={homeStyles.section} aria-labelledby="home-continue-title" data-testid="continue-reading">
      <h2 id="home-continue-title" className={homeStyles.sectionTitle}>
        {t('home.continueTitle')}
      </h2>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.book.id} className={styles.item}>
            <Link
              className={styles.link}
              to={paths.reader.getHref(entry.book.id, entry.chapterId, entry.position)}
            >
              <BookCover src={entry.book.coverImage} className={styles.cover} />
              <span className={styles.text}>
                <span className={styles.title} lang={textLanguage(entry.book.title)}>
                  {entry.book.title}
                </span>
                <span className={styles.chapter} lang={textLanguage(entry.chapterTitle)}>
                  {entry.chapterTitle}
                </span>
                <span className={styles.progress}>{t('home.continueProgress', { progress: entry.progress })}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
