import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '@/__generated__';
import { useAuth } from '@/shared/auth/use-auth';
import { usePainted } from '@/shared/hooks/use-after-paint';
import { useFocusFallback } from '@/shared/hooks/use-focus-fallback';
import { useOnlineStatus } from '@/shared/hooks/use-online-status';
import { useLanguage } from '@/shared/i18n/use-language';
import { readStoredUser } from '@/shared/auth/stored-user';
import { listChapterIds, listBooks, saveChapter } from '@/shared/offline/chapter-store';
import { textLanguage } from '@/shared/lib/text-language';
import { estimateChapterBytes, formatBytes } from '@/shared/offline/format-bytes';
import { useOfflineData } from '@/shared/offline/use-offline-data';
import { useRemoveDownloads } from '@/shared/offline/use-remove-downloads';
import { AvailableButton } from '@/shared/ui/available-button';
import { useToast } from '@/shared/ui/toast/use-toast';
import styles from './offline-download.module.css';

/** How many chapters "download the next N" takes. */
export const NEXT_CHAPTERS = 10;

/**
 * Every chapter of the book with what deciding on a download needs (no text, and no `locked`:
 * that costs a call per chapter; `purchased` comes with the reader's records of the book). The
 * download itself checks `locked` again and never stores a locked chapter.
 */
const OfflineChaptersQuery = graphql(`
  query OfflineChapters($id: ID!) {
    book(id: $id) {
      id
      readingProgress {
        lastChapterId
      }
      chapters(pageSize: 1000) {
        items {
          id
          number
          wordCount
          coinsRequired
          hasContent
          readingProgress {
            purchased
          }
        }
      }
    }
  }
`);

/** One chapter's text for the download; never kept in the Apollo cache. */
const DownloadChapterQuery = graphql(`
  query DownloadChapter($bookId: ID!, $chapterId: ID!) {
    chapter(bookId: $bookId, chapterId: $chapterId) {
      id
      number
      title
      content
      locked
      coinsRequired
      previousChapterId
      nextChapterId
    }
  }
`);

interface OfflineDownloadProps {
  bookId: string;
  title: string;
  coverImage: string | null;
}

type Run = { kind: 'idle' } | { kind: 'running'; done: number; total: number } | { kind: 'failed'; storageFull: boolean };

const isStorageFull = (error: unknown) => error instanceof DOMException && error.name === 'QuotaExceededError';

const noIds = new Set<string>();

/**
 * "Download for offline" on the novel detail page: the book's free chapters and the paid ones the
 * reader has unlocked (a locked chapter is never stored), all of them or the next few, with the
 * progress and an estimate of the size; and removing the download.
 */
export function OfflineDownload({ bookId, title, coverImage }: OfflineDownloadProps) {
  const { t } = useTranslation('offline');
  const { language } = useLanguage();
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const client = useApolloClient();
  const { showToast } = useToast();
  const online = useOnlineStatus();
  const [run, setRun] = useState<Run>({ kind: 'idle' });
  const cancelledRef = useRef(false);
  useEffect(
    () => () => {
      cancelledRef.current = true;
    },
    [],
  );

  // Asked once the detail screen has painted: its request would otherwise leave in the middle of
  // the screen's first paint, for a control below the description.
  const painted = usePainted();
  const query = useQuery(OfflineChaptersQuery, { variables: { id: bookId }, fetchPolicy: 'cache-and-network', skip: !online || !painted });
  const readIds = useCallback((id: string) => listChapterIds(id, bookId), [bookId]);
  const downloadedIds = useOfflineData(userId, readIds, noIds) ?? noIds;
  const readBook = useCallback(async (id: string) => (await listBooks(id)).find((entry) => entry.bookId === bookId) ?? null, [bookId]);
  const downloadedBook = useOfflineData(userId, readBook, null);

  const book = query.data?.book.id === bookId ? query.data.book : null;
  const eligible = useMemo(
    () =>
      (book?.chapters.items ?? [])
        .filter((chapter) => chapter.hasContent && (chapter.coinsRequired === 0 || chapter.readingProgress.purchased))
        .sort((a, b) => a.number - b.number),
    [book],
  );
  const missing = eligible.filter((chapter) => !downloadedIds.has(chapter.id));
  // Books carry no language: the title's tells the text's, which sets the bytes a counted word takes.
  const bookLanguage = textLanguage(title);
  const missingBytes = missing.reduce((sum, chapter) => sum + estimateChapterBytes(chapter.wordCount, bookLanguage), 0);
  const hasPaidLocked = (book?.chapters.items ?? []).some((chapter) => chapter.coinsRequired > 0 && !chapter.readingProgress.purchased);

  // "Next N": from the chapter last read (or the start), the first N not downloaded yet.
  const lastReadNumber = book?.chapters.items.find((chapter) => chapter.id === book.readingProgress?.lastChapterId)?.number ?? 0;
  const next = missing.filter((chapter) => chapter.number >= lastReadNumber).slice(0, NEXT_CHAPTERS);

  const download = async (chapterIds: readonly string[]) => {
    if (!userId || chapterIds.length === 0) return;
    cancelledRef.current = false;
    setRun({ kind: 'running', done: 0, total: chapterIds.length });
    let saved = 0;
    // Cancelled, the screen left, or this reader signed out in another tab (which clears their
    // downloads): nothing that arrives after that is stored. (Compared with the record as it was
    // when the download started: a device whose storage is full may have none, signed in or not.)
    const signedInAs = readStoredUser()?.id;
    const stopped = () => cancelledRef.current || readStoredUser()?.id !== signedInAs;
    for (const [index, chapterId] of chapterIds.entries()) {
      if (stopped()) break;
      try {
        const { data, error } = await client.query({
          query: DownloadChapterQuery,
          variables: { bookId, chapterId },
          fetchPolicy: 'no-cache',
        });
        if (error) throw error;
        const chapter = data?.chapter;
        if (stopped()) break;
        if (chapter && (await saveChapter(userId, { id: bookId, title, coverImage }, chapter))) saved += 1;
      } catch (error) {
        console.warn('Could not download a chapter', error);
        setRun({ kind: 'failed', storageFull: isStorageFull(error) });
        return;
      }
      setRun({ kind: 'running', done: index + 1, total: chapterIds.length });
    }
    setRun({ kind: 'idle' });
    if (stopped()) showToast(t('download.cancelled'), { tone: 'info' });
    else if (saved > 0) showToast(t('download.done', { count: saved }), { tone: 'success' });
  };

  const removeDownloads = useRemoveDownloads();
  const remove = () => (userId ? removeDownloads(userId, [bookId], t('download.removed')) : Promise.resolve());

  // The first button stays one element (Download all, then Cancel while downloading), so the focus
  // stays on it; pressing the others takes them away, and the focus goes where it makes sense.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const mainButtonRef = useRef<HTMLButtonElement>(null);
  const focusMainButtonWhenGone = useFocusFallback(() => [mainButtonRef.current]);
  const focusHeadingWhenGone = useFocusFallback(() => [headingRef.current]);

  if (!userId) return null;

  let status: string;
  if (run.kind === 'running') status = t('download.progress', { done: run.done, total: run.total });
  else if (run.kind === 'failed') status = t(run.storageFull ? 'download.storageFull' : 'download.failed');
  else if (!online) status = t('download.needsConnection');
  else if (!book && query.error) status = t('download.listFailed');
  else if (!book) status = t('download.loading');
  else if (eligible.length === 0) status = t('download.nothing');
  else if (missing.length === 0) status = t('download.allDownloaded');
  else status = t('download.summary', { count: missing.length, size: formatBytes(missingBytes, language) });

  const running = run.kind === 'running';
  // Unavailable rather than disabled when a download ends or the connection drops: it may have the focus.
  const canDownloadAll = online && missing.length > 0;
  return (
    <section className={`card ${styles.card}`} aria-labelledby="offline-download-title" data-testid="offline-download">
      <h2 ref={headingRef} id="offline-download-title" className={styles.title} tabIndex={-1}>
        {t('download.title')}
      </h2>
      <p className={styles.text} role="status">
        {status}
      </p>
      {running && <progress className={styles.progress} max={run.total} value={run.done} />}
      {downloadedBook && (
        <p className={styles.muted} data-testid="offline-downloaded">
          {t('download.downloaded', { count: downloadedBook.chapterCount, size: formatBytes(downloadedBook.bytes, language) })}
        </p>
      )}
      {hasPaidLocked && <p className={styles.muted}>{t('download.paidNote')}</p>}
      <div className={styles.actions}>
        <AvailableButton
          ref={mainButtonRef}
          className={`btn ${running ? 'btn-secondary' : 'btn-primary'}`}
          available={running || canDownloadAll}
          onPress={() => {
            if (running) cancelledRef.current = true;
            else void download(missing.map((chapter) => chapter.id));
          }}
        >
          {running ? t('download.cancel') : t('download.all')}
        </AvailableButton>
        {!running && next.length > 0 && next.length < missing.length && (
          <AvailableButton
            ref={focusMainButtonWhenGone}
            className="btn btn-secondary"
            available={online}
            onPress={() => void download(next.map((chapter) => chapter.id))}
          >
            {t('download.next', { count: next.length })}
          </AvailableButton>
        )}
        {!running && downloadedBook && (
          <button ref={focusHeadingWhenGone} type="button" className="btn btn-ghost" onClick={() => void remove()}>
            {t('download.remove')}
          </button>
        )}
      </div>
    </section>
  );
}
