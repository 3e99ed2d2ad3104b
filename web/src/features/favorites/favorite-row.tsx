import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '@/__generated__';
import { paths } from '@/config/paths';
import { formatNumber } from '@/shared/i18n/format';
import { formatDate } from '@/shared/i18n/format-date';
import { useLanguage } from '@/shared/i18n/use-language';
import { isPlainClick } from '@/shared/lib/plain-click';
import { textLanguage } from '@/shared/lib/text-language';
import { BookCover } from '@/shared/ui/book-cover';
import styles from './favorites-page.module.css';

export const FavoriteRowFragment = graphql(`
  fragment FavoriteRow_favorite on Favorite {
    id
    book {
      id
      title
      author
      description
      coverImage
      totalChapters
      wordCount
      lastUpdateDate
    }
  }
`);

/** One favorite: cover, title, author, the start of the introduction, chapters, words and last update. */
export function FavoriteRow({ favorite, onOpen }: { favorite: FragmentType<typeof FavoriteRowFragment>; onOpen: () => void }) {
  const { t } = useTranslation('browse');
  const { language } = useLanguage();
  const { book } = getFragmentData(FavoriteRowFragment, favorite);
  const bookLanguage = textLanguage(book.title);
  return (
    <Link
      className={styles.row}
      to={paths.novelDetail.getHref(book.id)}
      onClick={(event) => {
        if (isPlainClick(event)) onOpen();
      }}
    >
      <BookCover src={book.coverImage} className={styles.cover} />
      <div className={styles.rowText}>
        <h2 className={styles.rowTitle} lang={bookLanguage}>
          {book.title}
        </h2>
        <p className={styles.rowAuthor} lang={bookLanguage}>
          {book.author}
        </p>
        <p className={styles.rowIntro} lang={bookLanguage}>
          {book.description}
        </p>
        <p className={styles.rowMeta}>
          <span>{t('favorites.chapters', { count: book.totalChapters })}</span>
          <span>{t('favorites.words', { count: formatNumber(book.wordCount, language) })}</span>
          <span>{t('favorites.updated', { date: formatDate(book.lastUpdateDate, language) })}</span>
        </p>
      </div>
    </Link>
  );
}
