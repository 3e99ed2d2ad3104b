import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { graphql } from '@/__generated__';
import { paths, searchParams } from '@/config/paths';
import { useErrorMessage } from '@/shared/api/use-error-message';
import { useOnlineStatus } from '@/shared/hooks/use-online-status';
import { Spinner } from '@/shared/ui/spinner';
import { parsePositionParam } from './reading-position';
import { ReaderScreen } from './reader-screen';
import styles from './reader-screen.module.css';

/** The book around the chapter: its title and the chapter list (up to 1000 chapters). */
const ReaderBookQuery = graphql(`
  query ReaderBook($id: ID!) {
    book(id: $id) {
      id
      title
      readingProgress {
        lastChapterId
      }
      chapters(pageSize: 1000) {
        total
        items {
          id
          ...ChapterListItem_chapter
        }
      }
    }
  }
`);

/**
 * /novel/:id/read?chapter=:chapterId. Without a chapter it opens the last one read, else the first.
 */
export default function ReaderPage() {
  const { t } = useTranslation(['reader', 'common']);
  const online = useOnlineStatus();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const { id: bookId = '' } = useParams();
  const [params] = useSearchParams();
  const chapterId = params.get(searchParams.chapter);
  const bookQuery = useQuery(ReaderBookQuery, { variables: { id: bookId } });
  const book = bookQuery.data?.book.id === bookId ? bookQuery.data.book : null;
  const chapters = book?.chapters.items ?? [];

  if (!chapterId) {
    if (!book && !bookQuery.error) return <Spinner fullPage label={t('loading')} />;
    const lastRead = book?.readingProgress?.lastChapterId;
    const target = chapters.find((chapter) => chapter.id === lastRead)?.id ?? chapters[0]?.id;
    if (target) return <Navigate replace to={paths.reader.getHref(bookId, target)} />;
    return (
      <div className={styles.state} role="alert">
        <p>{bookQuery.error ? (online ? errorMessage(bookQuery.error, 'reader:loadError') : t('common:errors.offline')) : t('noChapters')}</p>
        <button type="button" className="btn btn-primary" onClick={() => void navigate(paths.novelDetail.getHref(bookId))}>
          {t('backToBook')}
        </button>
      </div>
    );
  }

  return (
    <ReaderScreen
      key={bookId}
      bookId={bookId}
      chapterId={chapterId}
      bookTitle={book?.title ?? null}
      chapters={chapters}
      chaptersTotal={book?.chapters.total ?? null}
      chaptersLoading={bookQuery.loading}
      chaptersError={bookQuery.error}
      openAt={parsePositionParam(params.get(searchParams.position))}
    />
  );
}
