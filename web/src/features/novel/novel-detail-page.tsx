import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { graphql } from '@/__generated__';
import { paths } from '@/config/paths';
import { ErrorCode } from '@/__generated__/enums';
import { hasErrorCode, isNetworkError } from '@/shared/api/error-message';
import { useErrorMessage } from '@/shared/api/use-error-message';
import { useArrivedValue } from '@/shared/hooks/use-arrived-value';
import { useIsMobile } from '@/shared/hooks/use-is-mobile';
import { useScrollToTopOnMount } from '@/shared/hooks/use-scroll-to-top';
import { formatNumber } from '@/shared/i18n/format';
import { formatDate } from '@/shared/i18n/format-date';
import { useLanguage } from '@/shared/i18n/use-language';
import { novelBackHref } from '@/shared/lib/novel-origin';
import { textLanguage } from '@/shared/lib/text-language';
import { BackButton } from '@/shared/ui/back-button';
import { Spinner } from '@/shared/ui/spinner';
import { LoadError } from '@/shared/ui/state-panel';
import { ChapterList } from './chapter-list';
import { orderChapters } from './chapter-order';
import { ChapterSheet } from './chapter-sheet';
import { DETAIL_CHAPTER_COUNT } from './detail-chapter-count';
import { FavoriteButton } from './favorite-button';
import { NovelDescription } from './novel-description';
import { LoadingAction, LoadingDetails, LoadingSection, useNovelCardPreview } from './novel-detail-preview';
import { NovelHero } from './novel-hero';
import { OfflineDownload } from './offline-download';
import styles from './novel-detail-page.module.css';
import { ShareButton } from './share-button';
import { useOpenChapter } from './use-open-chapter';
import { useStartChapter } from './use-start-chapter';

/** The whole screen in one request: the novel, its first chapters with their read state, and the favorite state. (Exported: app/preload warms the cache with this very query.) */
export const NovelDetailQuery = graphql(`
  query NovelDetail($id: ID!, $chapterPageSize: Int!) {
    book(id: $id) {
      id
      title
      author
      coverImage
      description
      publishDate
      viewCount
      totalChapters
      tags
      readingProgress {
        lastChapterId
      }
      ...FavoriteButton_book
      chapters(page: 1, pageSize: $chapterPageSize) {
        total
        items {
          id
          title
          hasContent
          readingProgress {
            isCompleted
          }
          ...ChapterList_chapter
        }
      }
    }
  }
`);

export default function NovelDetailPage() {
  const { t } = useTranslation('browse');
  useScrollToTopOnMount();
  const { id = '' } = useParams();
  const location = useLocation();
  const backHref = novelBackHref(location.state);
  const isMobile = useIsMobile();
  const { language } = useLanguage();
  const errorMessage = useErrorMessage();
  const openChapter = useOpenChapter(id);
  const [sheetOpen, setSheetOpen] = useState(false);

  // Chapters, read flags and views change while reading: show what is cached, then refresh.
  const detail = useQuery(NovelDetailQuery, {
    variables: { id, chapterPageSize: DETAIL_CHAPTER_COUNT },
    fetchPolicy: 'cache-and-network',
  });
  const { error, loading, refetch } = detail;
  const data = useArrivedValue(detail.data, loading);
  const book = data?.book;
  const chapters = useMemo(() => orderChapters(book?.chapters.items ?? []), [book]);
  const lastChapterId = book?.readingProgress?.lastChapterId ?? null;
  const startChapter = useStartChapter({ bookId: id, listed: chapters, total: book?.chapters.total ?? 0, lastChapterId });
  const continuing = lastChapterId !== null || chapters.some((chapter) => chapter.readingProgress.isCompleted);
  const startLabel = continuing ? t('novel.continueReading') : t('novel.startReading');

  // Shown while the detail loads, when a list has shown the novel.
  const card = useNovelCardPreview(id);
  const preview = !book && card && (!error || loading) ? card : null;
  // The page's heading is the book's title; until there is one (loading, or a failure), the bar's.
  const HeaderTitle = book || preview ? 'p' : 'h1';
  const header = (
    <header className={styles.header}>
      <BackButton to={backHref} label={t('novel.back')} />
      <HeaderTitle className={styles.headerTitle}>{t('novel.title')}</HeaderTitle>
      {book && <ShareButton title={book.title} path={paths.novelDetail.getHref(book.id)} />}
    </header>
  );

  if (!book) {
    if (!error || loading) {
      return (
        <div className={styles.screen}>
          {header}
          {preview ? (
            // The same elements as the page below, down to the hero: React keeps them when the detail comes.
            <div className={styles.main} aria-busy="true">
              <NovelHero {...preview} details={<LoadingDetails />} actions={<LoadingAction />} />
              <LoadingSection />
            </div>
          ) : (
            <Spinner fullPage />
          )}
        </div>
      );
    }
    // Spec section 8: the message, or 'network error' or 'not found', with a way back. The address's
    // id is the query's only input: one the server refuses (/novel/abc) names no novel either.
    const noSuchNovel = hasErrorCode(error, ErrorCode.NOT_FOUND) || hasErrorCode(error, ErrorCode.BAD_USER_INPUT);
    const message = noSuchNovel ? t('novel.notFound') : errorMessage(error, 'browse:novel.notFound');
    return (
      <div className={styles.screen}>
        {header}
        <LoadError
          message={message}
          onRetry={isNetworkError(error) ? () => void refetch().catch(() => undefined) : undefined}
          action={
            <Link className="btn btn-secondary" to={backHref}>
              {t('novel.back')}
            </Link>
          }
        />
      </div>
    );
  }

  const startReading = () => {
    if (isMobile) setSheetOpen(true);
    else if (startChapter) openChapter(startChapter);
  };

  const selectFromSheet = (chapter: (typeof chapters)[number]) => {
    // Close first: a toast about an empty chapter must not sit behind the modal sheet.
    setSheetOpen(false);
    openChapter(chapter);
  };

  const bookLanguage = textLanguage(book.title);
  return (
    <div className={styles.screen}>
      {header}
      <div className={styles.main}>
        <NovelHero
          title={book.title}
          author={book.author}
          coverImage={book.coverImage}
          tags={book.tags}
          details={
            <>
              <div>
                <dt>{t('novel.published')}</dt>
                <dd>
                  <time dateTime={book.publishDate}>{formatDate(book.publishDate, language)}</time>
                </dd>
              </div>
              <div>
                <dt>{t('novel.views')}</dt>
                <dd>{formatNumber(book.viewCount, language)}</dd>
              </div>
              <div>
                <dt>{t('novel.chapters')}</dt>
                <dd>{formatNumber(book.totalChapters, language)}</dd>
              </div>
            </>
          }
          actions={
            <>
              <button type="button" className="btn btn-primary" onClick={startReading} disabled={!startChapter}>
                {startLabel}
              </button>
              <FavoriteButton book={book} />
            </>
          }
        />

        <section className={`card ${styles.section}`} aria-labelledby="novel-description-title">
          <h2 id="novel-description-title" className={styles.sectionTitle}>
            {t('novel.description')}
          </h2>
          <div lang={bookLanguage}>
            <NovelDescription text={book.description} truncate={!isMobile} />
          </div>
        </section>

        <OfflineDownload bookId={book.id} title={book.title} coverImage={book.coverImage} />

        <ChapterList chapters={chapters} total={book.chapters.total} onOpen={openChapter} />
      </div>
      {isMobile && (
        <ChapterSheet
          open={sheetOpen}
          onClose={() => setSheetOpen(false)}
          chapters={chapters}
          startChapter={startChapter}
          startLabel={startLabel}
          onSelect={selectFromSheet}
        />
      )}
    </div>
  );
}
