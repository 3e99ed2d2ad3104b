import { useMutation } from '@apollo/client/react';
import { memo, useCallback, useId, useMemo, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '@/__generated__';
import type { Language, ReadingTaskType } from '@/__generated__/graphql';
import { useAuth } from '@/shared/auth/use-auth';
import type { ChapterToStore } from '@/shared/offline/chapter-store';
import { CoinBurst } from '@/shared/ui/coin-burst';
import { ProgressBar } from '@/shared/ui/progress-bar';
import { useToast } from '@/shared/ui/toast/use-toast';
import { textLanguage } from '@/shared/lib/text-language';
import { hasReadableContent, splitParagraphs } from './chapter-content';
import styles from './chapter-view.module.css';
import { chapterTextStyle, type ReadingSettings } from './reading-settings';
import { rewardNotices, type RewardEntry } from './reading-rewards';
import { ReadingTimeNoteView } from './reading-time-note';
import { UnlockChapterDialog } from './unlock-chapter-dialog';
import { useChapterOpening } from './use-chapter-opening';
import { useReaderReturn } from './use-reader-return';
import { paragraphSpans, placeWithin } from './reading-position';
import { useChapterPosition } from './use-chapter-position';
import { useReadingProgress, type ProgressAnswer } from './use-reading-progress';

const SettleReadingTaskMutation = graphql(`
  mutation SettleReadingTask($input: SettleReadingTaskInput!) {
    settleReadingTask(input: $input) {
      coinsAwarded
      message
      task {
        type
        progress
        target
        completed
        percentage
        reward
      }
      user {
        id
        coins
      }
    }
  }
`);

/** A chapter as the reader shows it: from the server, or from the localStorage copy meanwhile. */
export interface DisplayedChapter extends ChapterToStore {
  isCompleted: boolean;
}

interface ChapterViewProps {
  bookId: string;
  chapter: DisplayedChapter;
  settings: ReadingSettings;
  scrollRef: RefObject<HTMLElement | null>;
  /** The end of the chapter says when there is no next one; the reader's bar holds the one set of chapter buttons. */
  nextId: string | null;
  isMobile: boolean;
  language: Language;
  /** Where to open the chapter: a character offset into its text (the saved place); null while unknown. */
  initialPosition?: number | null;
}

interface ChapterTextProps {
  articleRef: RefObject<HTMLElement | null>;
  lang: string;
  titleId: string;
  title: string;
  style: CSSProperties;
  paragraphs: readonly string[];
  paragraphStarts: readonly number[];
}

/**
 * The chapter's text. Rendered again only when the text or its look changes, not when the progress
 * bar moves, a report comes back or the bars show: a chapter has hundreds of paragraphs.
 */
const ChapterText = memo(function ChapterText({ articleRef, lang, titleId, title, style, paragraphs, paragraphStarts }: ChapterTextProps) {
  return (
    <article ref={articleRef} lang={lang} className={styles.article} aria-labelledby={titleId} style={style}>
      <h1 id={titleId} className={styles.heading}>
        {title}
      </h1>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className={styles.paragraph} data-paragraph={index} data-offset={paragraphStarts[index] ?? 0}>
          {paragraph}
        </p>
      ))}
    </article>
  );
});

/**
 * One chapter view: opening (or buying) the chapter, its text, progress reports and rewards.
 * The parent keys it by chapter id, so every chapter change starts a fresh view: progress back
 * to 0, one startReading call (plus one each time the reading clock has to be brought back here,
 * and the tries while the server is out of reach, see use-chapter-opening.ts), one reward animation at most.
 */
export function ChapterView({
  bookId,
  chapter,
  settings,
  scrollRef,
  nextId,
  isMobile,
  language,
  initialPosition = null,
}: ChapterViewProps) {
  const { t } = useTranslation('reader');
  const { user } = useAuth();
  const { showToast } = useToast();
  const titleId = useId();
  const contentRef = useRef<HTMLElement>(null);
  const readable = hasReadableContent(chapter.content);
  const paragraphs = useMemo(() => splitParagraphs(chapter.content), [chapter.content]);
  // The text's own language, whatever the interface's: screen readers read it in that language, and
  // the browser picks Chinese glyphs and fonts for a Chinese chapter (chapter-view.module.css).
  const textLang = useMemo(() => textLanguage(chapter.content), [chapter.content]);
  const titleLang = textLanguage(chapter.title);
  // Where each paragraph starts in the text: the reading position (and read-aloud) find paragraphs by it.
  const paragraphStarts = useMemo(() => paragraphSpans(chapter.content).map((span) => span.start), [chapter.content]);
  const textStyle = useMemo(() => chapterTextStyle(settings), [settings]);
  const textOnPage = readable && !chapter.locked;
  const openAt = placeWithin(initialPosition, chapter.content);
  const { readPosition } = useChapterPosition({ scrollRef, ready: textOnPage, initialPosition: openAt });

  const [settle] = useMutation(SettleReadingTaskMutation);
  const [burst, setBurst] = useState<number | null>(null);
  const burstShownRef = useRef(false);
  const settledRef = useRef(false);

  /** The coin animation for this chapter's reward (once per view), a toast for every other reward. */
  const celebrate = useCallback(
    (rewards: readonly RewardEntry[], source: 'open' | 'progress') => {
      const notices = rewardNotices(rewards, { chapterId: chapter.id, source });
      if (notices.burst > 0 && !burstShownRef.current) {
        burstShownRef.current = true;
        setBurst(notices.burst);
      }
      for (const toast of notices.toasts) showToast(t(`reward.${toast.kind}`, { coins: toast.coins }), { tone: 'success' });
    },
    [chapter.id, showToast, t],
  );
  const onOpeningRewards = useCallback((rewards: readonly RewardEntry[]) => celebrate(rewards, 'open'), [celebrate]);
  const opening = useChapterOpening({ bookId, chapter, readable, onRewards: onOpeningRewards });

  const settleTasks = useCallback(() => {
    const types: ReadingTaskType[] = ['CHAPTER_READING', 'NOVEL_READING'];
    for (const type of types) {
      const input = type === 'CHAPTER_READING' ? { type, bookId, chapterId: chapter.id, language } : { type, language };
      settle({ variables: { input } }).then(
        ({ data }) => {
          const answer = data?.settleReadingTask;
          if (answer && answer.coinsAwarded > 0) showToast(answer.message, { tone: 'success' });
        },
        (error: unknown) => console.warn(`Could not settle the ${type} task`, error),
      );
    }
  }, [bookId, chapter.id, language, settle, showToast]);

  const onAnswer = useCallback(
    (answer: ProgressAnswer) => {
      celebrate(answer.rewards, 'progress');
      if (answer.isCompleted && !settledRef.current) {
        settledRef.current = true;
        settleTasks();
      }
    },
    [celebrate, settleTasks],
  );

  const { progress, note, resume } = useReadingProgress({
    enabled: opening.phase === 'open' && readable && !chapter.locked,
    bookId,
    chapterId: chapter.id,
    scrollRef,
    contentRef,
    isMobile,
    language,
    onAnswer,
    axis: settings.mode === 'page' ? 'horizontal' : 'vertical',
    readPosition,
    savedPosition: openAt,
  });

  // The reading clock moved to another chapter (another tab or device): bring it back here as soon
  // as the reader is back on this page; the opening says how long any waiting reward still needs.
  const { reopen } = opening;
  const resumeClock = useCallback(async () => {
    const opened = await reopen();
    if (opened) resume(opened);
    return opened !== null;
  }, [reopen, resume]);
  useReaderReturn(note?.kind === 'clockStopped', resumeClock);

  let body;
  if (chapter.locked) {
    body = (
      <section className={styles.notice} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.heading} lang={titleLang}>
          {chapter.title}
        </h1>
        <p className={styles.noticeTitle}>{t('unlock.lockedTitle')}</p>
        <p>{t('unlock.lockedText', { price: chapter.coinsRequired, count: chapter.coinsRequired })}</p>
        {opening.phase === 'declined' && (
          <button type="button" className="btn btn-primary" onClick={opening.reconsider}>
            {t('unlock.openDialog')}
          </button>
        )}
      </section>
    );
  } else if (!readable) {
    body = (
      <section className={styles.notice} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.heading} lang={titleLang}>
          {chapter.title}
        </h1>
        <p role="status">{t('emptyContent')}</p>
      </section>
    );
  } else {
    body = (
      <ChapterText
        articleRef={contentRef}
        lang={textLang}
        titleId={titleId}
        title={chapter.title}
        style={textStyle}
        paragraphs={paragraphs}
        paragraphStarts={paragraphStarts}
      />
    );
  }

  return (
    <>
      <div className={styles.progress}>
        <ProgressBar size="thin" value={progress} label={t('progressLabel')} valueText={t('progressValue', { progress })} />
      </div>
      {body}
      <nav className={styles.endNav} aria-label={t('endOfChapter')}>
        {/* The line keeps its space before the chapter is finished, so finishing never moves the page. */}
        <div className={styles.finishedSlot} role="status">
          {chapter.isCompleted && (
            <p className={styles.finished}>
              <span aria-hidden="true">✓ </span>
              {t('chapterFinished')}
            </p>
          )}
        </div>
        {nextId === null && <p className={styles.edge}>{t('noNextChapter')}</p>}
      </nav>
      {/* Only a locked chapter asks (confirmOpen); a readable one does not build the dialog on every turn. */}
      {chapter.locked && (
        <UnlockChapterDialog
          open={opening.confirmOpen}
          price={chapter.coinsRequired}
          balance={user?.coins ?? 0}
          phase={opening.phase}
          errorText={opening.unlockError}
          onConfirm={() => void opening.unlock()}
          onCancel={opening.decline}
        />
      )}
      <ReadingTimeNoteView note={note} onResume={() => void resumeClock()} />
      {burst !== null && <CoinBurst amount={burst} label={t('reward.burst', { coins: burst })} onDone={() => setBurst(null)} />}
    </>
  );
}
