import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '@/__generated__';
import type { ReaderScreen_ChapterFragment } from '@/__generated__/graphql';
import { paths } from '@/config/paths';
import { isNetworkError } from '@/shared/api/error-message';
import { useErrorMessage } from '@/shared/api/use-error-message';
import { useAuth } from '@/shared/auth/use-auth';
import { useIsMobile } from '@/shared/hooks/use-is-mobile';
import { useOnlineStatus } from '@/shared/hooks/use-online-status';
import { toGraphQLLanguage } from '@/shared/i18n/languages';
import { useLanguage } from '@/shared/i18n/use-language';
import { formatCoins } from '@/shared/lib/format-coins';
import { useStoredState } from '@/shared/hooks/use-stored-state';
import { storageKeys } from '@/shared/lib/storage';
import { novelOrigin } from '@/shared/lib/novel-origin';
import { textLanguage } from '@/shared/lib/text-language';
import { BackButton } from '@/shared/ui/back-button';
import { CoinIcon } from '@/shared/ui/coin-icon';
import { Spinner } from '@/shared/ui/spinner';
import { useToastPlacement } from '@/shared/ui/toast/use-toast-placement';
import { isDarkBackground } from '@/shared/theme/color-contrast';
import { isSameCachedChapter, parseCachedChapter, writeCachedChapter, type CachedChapter } from './chapter-cache';
import { hasReadableContent } from './chapter-content';
import { ChapterListPanel, type ChapterListItemFragment } from './chapter-list-panel';
import { removeChapterPreview } from './chapter-preview';
import { ChapterView, type DisplayedChapter } from './chapter-view';
import { displayedChapter } from './displayed-chapter';
import { FirstChapterHint } from './first-chapter-hint';
import { GestureHint } from './gesture-hint';
import { ReadAloudControl } from './read-aloud/read-aloud-control';
import { useReadAloud } from './read-aloud/use-read-aloud';
import { tapZone } from './page-layout';
import { ReaderSettingsPanel } from './reader-settings-panel';
import styles from './reader-screen.module.css';
import { pinchFontSize } from './reading-settings-changes';
import { usePageTurner } from './use-page-turner';
import { useReadingSettings } from './use-reading-settings';
import { useTouchGestures, type GestureHandlers } from './use-touch-gestures';
import { useDownloadedChapter } from './use-downloaded-chapter';
import { useOfflinePlace } from './use-offline-place';
import { OfflineChapterNotice } from './offline-chapter-notice';
import { afterNextPaint } from '@/shared/lib/after-next-paint';
import { useShownChapter } from './use-shown-chapter';
import { LineIcon } from '@/shared/ui/line-icon';

/** Everything the reader shows of a chapter; also the unlock answer's (use-chapter-opening.ts). */
export const ReaderScreenChapterFragment = graphql(`
  fragment ReaderScreen_chapter on Chapter {
    id
    number
    title
    coinsRequired
    content
    hasContent
    locked
    previousChapterId
    nextChapterId
    readingProgress {
      isCompleted
    }
  }
`);

const ReaderChapterQuery = graphql(`
  query ReaderChapter($bookId: ID!, $chapterId: ID!) {
    chapter(bookId: $bookId, chapterId: $chapterId) {
      id
      ...ReaderScreen_chapter
      # The place kept on the server (any device); asked here only, as opening a chapter does not answer it.
      readingProgress {
        position
      }
    }
  }
`);

type Panel = 'none' | 'settings' | 'chapters';

function fromCache(chapter: CachedChapter): DisplayedChapter {
  return { ...chapter, locked: false, isCompleted: false };
}

function toCache(bookId: string, chapter: ReaderScreen_ChapterFragment): CachedChapter | null {
  if (chapter.locked || !hasReadableContent(chapter.content)) return null;
  return {
    id: chapter.id,
    bookId,
    number: chapter.number,
    title: chapter.title,
    content: chapter.content,
    coinsRequired: chapter.coinsRequired,
    previousChapterId: chapter.previousChapterId,
    nextChapterId: chapter.nextChapterId,
  };
}

/** The keys that turn pages in page-turn mode, and which way. */
const pageKeys: Partial<Record<string, 1 | -1>> = {
  ArrowRight: 1,
  ArrowLeft: -1,
  ArrowDown: 1,
  ArrowUp: -1,
  PageDown: 1,
  PageUp: -1,
  ' ': 1,
  'Shift+Space': -1,
};

/** Keys that scroll the text in scroll mode, and how far: a line or most of a screen, down (+) or up (-). */
const scrollKeys: Partial<Record<string, { lines?: number; screens?: number }>> = {
  ArrowDown: { lines: 1 },
  ArrowUp: { lines: -1 },
  PageDown: { screens: 1 },
  PageUp: { screens: -1 },
  ' ': { screens: 1 },
  'Shift+Space': { screens: -1 },
};

/** Clicks inside these belong to the control, not to chapter turning or the bars. */
function isControl(target: EventTarget | null): boolean {
  return (
    target instanceof Element && target.closest('button, a, input, select, textarea, label, dialog, [contenteditable="true"]') !== null
  );
}

/**
 * Whether the focused control uses the key itself: fields, selects and dialogs take every key;
 * buttons and links only Space and Enter. Otherwise the key is the reader's: the focus is often
 * back on a toolbar button (after the settings close), and the arrows should still read on.
 */
function controlTakesKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, select, textarea, dialog, [contenteditable="true"]')) return true;
  return target.closest('button, a, label, summary') !== null && (key === ' ' || key === 'Enter');
}

interface ReaderScreenProps {
  bookId: string;
  chapterId: string;
  bookTitle: string | null;
  chapters: readonly ({ id: string } & FragmentType<typeof ChapterListItemFragment>)[];
  /** The book's chapter count from the server; null until it is known. */
  chaptersTotal: number | null;
  chaptersLoading: boolean;
  chaptersError: unknown;
  /** Where to open `chapterId` (a character offset, `?at=` from the continue-reading shelf); else the saved place. */
  openAt?: number | null;
}

/**
 * The reading screen of one book: the bars, the panels, gestures and keys, and the current
 * chapter. The chapter comes from Apollo (filled ahead of time by the prefetch of the next
 * chapter) and, while that loads, from its localStorage copy when the chapter is free.
 */
export function ReaderScreen({
  bookId,
  chapterId: addressChapterId,
  bookTitle,
  chapters,
  chaptersTotal,
  chaptersLoading,
  chaptersError,
  openAt = null,
}: ReaderScreenProps) {
  const { t } = useTranslation(['reader', 'common']);
  const navigate = useNavigate();
  // Where the detail page was opened from (a search), taken as the reader opens: turns and the
  // chapter list replace the address without it, and the way back gives it to the detail page again.
  const location = useLocation();
  const [origin] = useState(() => novelOrigin(location.state));
  const toBook = () => void navigate(paths.novelDetail.getHref(bookId), { state: origin });
  const client = useApolloClient();
  const isMobile = useIsMobile();
  const { user } = useAuth();
  const { language } = useLanguage();
  const errorMessage = useErrorMessage();
  // The chapter heading is at the top of the screen: toasts go to the bottom while reading.
  useToastPlacement('bottom');
  const { settings, update, reset } = useReadingSettings();
  const [barsVisible, setBarsVisible] = useState(true);
  const [panel, setPanel] = useState<Panel>('none');
  const scrollRef = useRef<HTMLDivElement>(null);
  // Every chapter starts at its top (its first page), with the keys for scrolling on the reading area.
  const toChapterTop = useCallback(() => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    scroller.scrollTo({ top: 0, left: 0 });
    if (!document.querySelector('dialog[open]') && document.activeElement !== scroller) scroller.focus({ preventScroll: true });
  }, []);
  // A turn goes to the top just before it renders, while the page still holds the laid-out chapter,
  // which costs next to nothing. Once the new text is in, scrolling or focusing would make React's
  // task lay the whole chapter out, ahead of the browser's frame, which does it anyway.
  const { chapterId, turnTo, turnedTo } = useShownChapter(bookId, addressChapterId, toChapterTop);

  const chapterQuery = useQuery(ReaderChapterQuery, { variables: { bookId, chapterId } });
  const serverChapter =
    chapterQuery.data?.chapter.id === chapterId ? getFragmentData(ReaderScreenChapterFragment, chapterQuery.data.chapter) : null;
  const { restored: cachedChapter } = useStoredState<CachedChapter>({
    // Read only while Apollo does not hold the chapter (the prefetch put the next one there): reading
    // it would render the chapter a second time before the browser paints it.
    key: serverChapter ? null : storageKeys.chapterContent(bookId, chapterId),
    parse: (raw) => parseCachedChapter(raw, bookId, chapterId),
  });
  // A stored copy is shown only for free chapters: a paid one must be confirmed unlocked first.
  const usableCache = cachedChapter && cachedChapter.coinsRequired === 0 ? cachedChapter : null;
  // Without a connection, the reader's downloaded copy (offline reading, IndexedDB).
  const downloaded = useDownloadedChapter(bookId, chapterId);
  const chapter: DisplayedChapter | null = serverChapter
    ? displayedChapter(serverChapter)
    : usableCache
      ? fromCache(usableCache)
      : (downloaded ?? null);

  // The boot entry's early copy of the text (chapter-preview.ts) stays over this screen until it
  // shows something of its own; taken away in the same commit, it gives way without a frame between.
  const showsOwnContent = chapter !== null || chapterQuery.error !== undefined;
  useLayoutEffect(() => {
    if (showsOwnContent) removeChapterPreview();
  }, [showsOwnContent]);
  useLayoutEffect(() => removeChapterPreview, []);

  const index = chapters.findIndex((item) => item.id === chapterId);
  const previousId = chapter ? chapter.previousChapterId : index > 0 ? (chapters[index - 1]?.id ?? null) : null;
  const nextId = chapter ? chapter.nextChapterId : index >= 0 ? (chapters[index + 1]?.id ?? null) : null;

  const goTo = useCallback(
    (id: string) => {
      setPanel('none');
      turnTo(id);
    },
    [turnTo],
  );

  // The place to open the chapter at: the one in the address (for the chapter there), else the one
  // the server kept (any device); read offline, the one last queued on this device, else the start.
  const serverPosition = chapterQuery.data?.chapter.id === chapterId ? chapterQuery.data.chapter.readingProgress.position : null;
  const online = useOnlineStatus();
  const readOffline = chapter !== null && !online && chapterQuery.error !== undefined && isNetworkError(chapterQuery.error);
  const offlinePlace = useOfflinePlace(bookId, chapterId, readOffline);
  const initialPosition = (chapterId === addressChapterId ? openAt : null) ?? serverPosition ?? offlinePlace;

  const readAloud = useReadAloud({ chapter, nextId, goTo, scrollRef, voice: settings.voice, rate: settings.speechRate });

  // Any other move to a chapter (the address, the chapter list) goes to its top once it is in.
  useLayoutEffect(() => {
    if (!turnedTo(chapterId)) toChapterTop();
  }, [chapterId, toChapterTop, turnedTo]);

  const pageMode = settings.mode === 'page';
  const { turn } = usePageTurner({
    scrollRef,
    enabled: pageMode,
    layoutKey: `${chapter?.id ?? ''}:${chapter?.content?.length ?? 0}:${settings.fontSize}:${settings.lineHeight}`,
    chapterId,
    onPreviousChapter: () => previousId && goTo(previousId),
    onNextChapter: () => nextId && goTo(nextId),
  });

  // Keep the text for instant re-opening, and fetch the next chapter so turning the page is instant:
  // both once the text is on screen.
  // Kept once per text: each progress report's answer moves the place in this query's data, which
  // makes a new chapter object with the same text (27 KB to write again every few seconds).
  const keptCopy = useRef<CachedChapter | null>(null);
  useEffect(() => {
    const entry = serverChapter ? toCache(bookId, serverChapter) : null;
    if (!entry || (keptCopy.current !== null && isSameCachedChapter(keptCopy.current, entry))) return;
    return afterNextPaint(() => {
      keptCopy.current = entry;
      writeCachedChapter(entry);
    });
  }, [bookId, serverChapter]);
  const prefetchId = serverChapter && !serverChapter.locked ? serverChapter.nextChapterId : null;
  useEffect(() => {
    if (!prefetchId) return;
    return afterNextPaint(() => {
      client.query({ query: ReaderChapterQuery, variables: { bookId, chapterId: prefetchId } }).then(
        ({ data }) => {
          const next = data?.chapter ? toCache(bookId, getFragmentData(ReaderScreenChapterFragment, data.chapter)) : null;
          if (next) writeCachedChapter(next);
        },
        (error: unknown) => console.warn('Could not prefetch the next chapter', error),
      );
    });
  }, [bookId, client, prefetchId]);

  // First visit of this book by this reader: explain the controls once.
  const hint = useStoredState<string>({
    key: user ? storageKeys.firstChapterRead(user.id, bookId) : null,
    parse: (raw) => raw,
    serialize: (seenAt) => seenAt,
  });
  const [hintDismissed, setHintDismissed] = useState(false);
  // Shown only once the entry has been read and said "not seen" (never while it is being read).
  const showHint = user !== null && hint.restored === null && !hintDismissed && chapter !== null && !chapter.locked;
  const { save: saveHint } = hint;
  // Noted as seen when it shows, not when it is closed: a reader who leaves (back gesture,
  // reload) without closing it has still seen it once (spec section 2).
  useEffect(() => {
    if (showHint) saveHint(new Date().toISOString());
  }, [showHint, saveHint]);
  const dismissHint = useCallback(() => setHintDismissed(true), []);
  const closePanel = useCallback(() => setPanel('none'), []);

  // Keyboard: arrows turn chapters, unless a control or a dialog has the keys.
  const keyState = useRef({ previousId, nextId, goTo, blocked: panel !== 'none' || showHint, pageMode, turn });
  useEffect(() => {
    keyState.current = { previousId, nextId, goTo, blocked: panel !== 'none' || showHint, pageMode, turn };
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // Hidden bars come back for keyboard users moving the focus.
      if (event.key === 'Tab') setBarsVisible(true);
      // Shift+Space goes back, as in any page; other keys with a modifier are the browser's.
      const key = event.shiftKey && event.key === ' ' ? 'Shift+Space' : event.key;
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || (event.shiftKey && key !== 'Shift+Space')) return;
      const { previousId: previous, nextId: next, goTo: go, blocked, pageMode: paged, turn: turnBy } = keyState.current;
      if (blocked || controlTakesKey(event.target, event.key) || document.querySelector('dialog[open]')) return;
      // Page-turn mode: the arrows, Page Up/Down and (Shift+)Space turn pages (the last page leads on to the next chapter).
      const pageStep = paged ? pageKeys[key] : undefined;
      if (pageStep !== undefined) {
        event.preventDefault();
        turnBy(pageStep);
        return;
      }
      // Scroll mode: the text scrolls by itself while it has the focus; from anywhere else, it is scrolled here.
      const scrollStep = paged ? undefined : scrollKeys[key];
      const scroller = scrollRef.current;
      if (scrollStep && scroller && !scroller.contains(event.target as Node)) {
        event.preventDefault();
        const lineHeight = Number.parseFloat(getComputedStyle(scroller).fontSize) * 2;
        scroller.scrollBy({ top: (scrollStep.lines ?? 0) * lineHeight + (scrollStep.screens ?? 0) * scroller.clientHeight * 0.9 });
        return;
      }
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      const target = event.key === 'ArrowLeft' ? previous : next;
      if (!target) return;
      event.preventDefault();
      go(target);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  // Touch gestures on the page.
  const pinchBase = useRef(settings.fontSize);
  const fontSizeNow = useRef(settings.fontSize);
  useEffect(() => {
    fontSizeNow.current = settings.fontSize;
  }, [settings.fontSize]);
  const gestures = useMemo<GestureHandlers>(
    () => ({
      onSwipe: (direction) => {
        const { previousId: previous, nextId: next, goTo: go, pageMode: paged, turn: turnBy } = keyState.current;
        // Page-turn mode turns a page (and on at either end); scroll mode changes chapter.
        if (paged) {
          turnBy(direction === 'left' ? 1 : -1);
          return;
        }
        const target = direction === 'left' ? next : previous;
        if (target) go(target);
      },
      onTap: ({ x }) => {
        const { pageMode: paged, turn: turnBy } = keyState.current;
        const zone = paged ? tapZone(x, window.innerWidth) : 'bars';
        if (zone === 'bars') setBarsVisible((visible) => !visible);
        else turnBy(zone === 'next' ? 1 : -1);
      },
      onLongPress: () => setPanel('settings'),
      onPinchStart: () => {
        pinchBase.current = fontSizeNow.current;
      },
      onPinch: (scale) => {
        const next = pinchFontSize(pinchBase.current, scale, fontSizeNow.current);
        if (next !== null) update({ fontSize: next });
      },
    }),
    [update],
  );
  useTouchGestures(scrollRef, gestures);

  // Mouse and keyboard users toggle the bars with a click on the page (touch taps are handled above).
  const onPageClick = (event: MouseEvent<HTMLDivElement>) => {
    if (isControl(event.target)) return;
    if (window.getSelection()?.toString()) return;
    const zone = pageMode ? tapZone(event.clientX, window.innerWidth) : 'bars';
    if (zone === 'bars') setBarsVisible((visible) => !visible);
    else turn(zone === 'next' ? 1 : -1);
  };

  // Offline, the list is not failing: it says so (issue 10), as the app's other screens do.
  const chaptersErrorText = chaptersError
    ? online
      ? errorMessage(chaptersError, 'reader:chapterList.loadError')
      : t('common:errors.offline')
    : null;

  let body;
  let loadFailed = false;
  if (chapter) {
    body = (
      <ChapterView
        key={chapter.id}
        bookId={bookId}
        chapter={chapter}
        settings={settings}
        scrollRef={scrollRef}
        nextId={nextId}
        isMobile={isMobile}
        language={toGraphQLLanguage(language)}
        initialPosition={initialPosition}
      />
    );
  } else if (chapterQuery.error && downloaded !== undefined && !navigator.onLine) {
    body = <OfflineChapterNotice bookId={bookId} />;
  } else if (chapterQuery.error) {
    // The server said this chapter cannot be shown (not found, refused): there is nothing to turn
    // from. Out of reach, it may come back: the chapters around it stay, with a way to try again.
    const unreachable = isNetworkError(chapterQuery.error);
    loadFailed = !unreachable;
    body = (
      <div className={styles.state} role="alert">
        <p>{errorMessage(chapterQuery.error, 'reader:loadError')}</p>
        {unreachable && (
          <button type="button" className="btn btn-secondary" onClick={() => void chapterQuery.refetch().catch(() => undefined)}>
            {t('common:actions.retry')}
          </button>
        )}
        <button type="button" className="btn btn-primary" onClick={toBook}>
          {t('backToBook')}
        </button>
      </div>
    );
  } else {
    body = (
      <div className={styles.spinnerWrap}>
        <Spinner label={t('loading')} />
      </div>
    );
  }

  // The bars take the page's side: dark toolbars over a night page, light ones over a day page.
  const barAppearance = isDarkBackground(settings.backgroundColor) ? 'dark' : 'light';
  return (
    <div className={styles.screen} style={{ backgroundColor: settings.backgroundColor }}>
      <header
        className={`${styles.bar} ${styles.topBar}`}
        data-appearance={barAppearance}
        data-hidden={!barsVisible}
        inert={!barsVisible}
        aria-label={t('toolbar')}
      >
        <BackButton onClick={toBook} label={t('backToBook')} />
        <div className={styles.titles}>
          {bookTitle && (
            <p className={styles.bookTitle} lang={textLanguage(bookTitle)}>
              {bookTitle}
            </p>
          )}
          <p className={styles.chapterTitle} lang={chapter ? textLanguage(chapter.title) : undefined}>
            {chapter?.title ?? ''}
          </p>
        </div>
        {user && (
          // role="img": a plain span may not carry a name, and screen readers skip one that does.
          <span
            className={styles.coins}
            role="img"
            aria-label={t('balance', { coins: formatCoins(user.coins), count: user.coins })}
            data-testid="reader-balance"
          >
            <CoinIcon />
            <span aria-hidden="true">{formatCoins(user.coins)}</span>
          </span>
        )}
        <ReadAloudControl
          readAloud={readAloud}
          rate={settings.speechRate}
          onRateChange={(speechRate) => update({ speechRate })}
          onVoiceChange={(voice) => update({ voice })}
        />
        <button type="button" className="icon-btn" aria-label={t('openChapterList')} onClick={() => setPanel('chapters')}>
          <ListIcon />
        </button>
        <button type="button" className="icon-btn" aria-label={t('openSettings')} onClick={() => setPanel('settings')}>
          <SettingsIcon />
        </button>
      </header>

      {/* Focusable, so that the keys scroll it (scroll mode) from the moment a chapter opens. */}
      <div
        ref={scrollRef}
        className={styles.scroller}
        onClick={onPageClick}
        data-testid="reader-scroller"
        data-mode={settings.mode}
        tabIndex={0}
        role="region"
        aria-label={t('readingArea')}
      >
        {body}
      </div>

      {/* A chapter the server will not show has no bar: the way out is the error's button. */}
      {!loadFailed && (
        <nav
          className={`${styles.bar} ${styles.bottomBar}`}
          data-appearance={barAppearance}
          data-hidden={!barsVisible}
          inert={!barsVisible}
          aria-label={t('chapterNavigation')}
        >
          <button
            type="button"
            className={`btn btn-ghost ${styles.navButton}`}
            disabled={previousId === null}
            onClick={() => previousId && goTo(previousId)}
          >
            {t('previousChapter')}
          </button>
          <GestureHint touch={isMobile} pageMode={pageMode} />
          <button
            type="button"
            className={`btn btn-ghost ${styles.navButton}`}
            disabled={nextId === null}
            onClick={() => nextId && goTo(nextId)}
          >
            {t('nextChapter')}
          </button>
        </nav>
      )}

      <ReaderSettingsPanel open={panel === 'settings'} onClose={closePanel} settings={settings} onChange={update} onReset={reset} />
      <ChapterListPanel
        open={panel === 'chapters'}
        onClose={closePanel}
        bookId={bookId}
        currentId={chapterId}
        chapters={chapters}
        total={chaptersTotal}
        loading={chaptersLoading}
        errorText={chaptersErrorText}
      />
      <FirstChapterHint open={showHint && panel === 'none'} touch={isMobile} paged={pageMode} online={online} onDismiss={dismissHint} />
    </div>
  );
}

function ListIcon() {
  return (
    <LineIcon size={22}>
      <path d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01" strokeLinecap="round" />
    </LineIcon>
  );
}

function SettingsIcon() {
  return (
    <LineIcon>
      <path d="M4 19L9 5l5 14M6 14h6" strokeLinecap="round" strokeLinejoin="round" />
      <path
        d="M15.5 12.5c.6-1 1.6-1.5 2.8-1.5 1.8 0 2.7 1 2.7 2.6V19m0-3.2c-.7-.5-1.6-.8-2.6-.8-1.6 0-2.9.8-2.9 2.1 0 1.2 1 2 2.4 2 1.4 0 2.6-.8 3.1-2"
        strokeLinecap="round"
      />
    </LineIcon>
  );
}
