import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { graphql } from '@/__generated__';
import type { Language, ReportReadingProgressMutation } from '@/__generated__/graphql';
import {
  afterReport,
  decideReport,
  initialReportState,
  milestoneFor,
  minReportIntervalMs,
  readProgress,
  scrollDebounceMs,
  TRACKING_DELAY_MS,
} from './progress-milestones';
import { noteFor, planFollowUp, type ClockAnswer, type OpeningClock, type ReadingTimeNote } from './reading-clock';
import { queueWhenOffline } from './offline-progress-queue';
import { nextRetryDelay } from './report-retry';

const ReportReadingProgressMutation = graphql(`
  mutation ReportReadingProgress($input: ReadingProgressInput!) {
    reportReadingProgress(input: $input) {
      progress
      isCompleted
      coinsAwarded
      message
      clockRunning
      rewardInSeconds
      completionInSeconds
      rewards {
        type
        coins
        chapterId
      }
      position
      chapter {
        id
        readingProgress {
          progress
          isCompleted
          position
        }
      }
      user {
        id
        coins
      }
    }
  }
`);

export type ProgressAnswer = ReportReadingProgressMutation['reportReadingProgress'];

interface Options {
  /** True once the chapter is open on the server and its text is on screen. */
  enabled: boolean;
  bookId: string;
  chapterId: string;
  scrollRef: RefObject<HTMLElement | null>;
  /** The element whose size changes when the text re-flows (font size, line height). */
  contentRef: RefObject<HTMLElement | null>;
  isMobile: boolean;
  language: Language;
  onAnswer: (answer: ProgressAnswer) => void;
  /**
   * Which way the chapter moves: `vertical` in scroll mode; `horizontal` in page-turn mode, where the
   * pages are columns side by side and the progress is how far along the pages the reader is.
   */
  axis?: 'vertical' | 'horizontal';
  /**
   * The reader's place now (a character offset into the chapter's text, see reading-position.ts),
   * or null when it cannot be told. Sent with every report; page-turn mode passes its own.
   */
  readPosition?: () => number | null;
  /** The place the server has kept for this chapter (the view opened there): not sent again. */
  savedPosition?: number | null;
}

/** After scrolling stops for this long, the place is saved on its own (a position-only report). */
export const POSITION_IDLE_MS = 1500;
/** Position-only reports while reading are at most this often (leaving the page always sends one). */
export const POSITION_MIN_INTERVAL_MS = 10_000;

export interface ReadingProgress {
  /** The progress to show (0-100). */
  progress: number;
  /** A reward or completion waiting for reading time, or the clock running on another chapter. */
  note: ReadingTimeNote | null;
  /**
   * Call once the chapter has been opened again, with what the opening said its clock still needs:
   * the countdown starts from there, and the last milestone is reported again when it is over.
   */
  resume: (opened: OpeningClock) => void;
}

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * Follows how far the reader has scrolled through the chapter and reports the milestones of
 * progress-milestones.ts. One instance lives for one chapter view: it starts at 0, waits 300 ms
 * before tracking, and stops (timers, listeners, retries) as soon as the view ends.
 *
 * The server pays from the reading time it measured itself. When an answer says a reward or the
 * completion needs a few more seconds, the same milestone is reported again once they have passed
 * (while the page is visible), so the reader is paid without scrolling further; when it says the
 * clock runs on another chapter, nothing is re-sent until the chapter is opened again (`resume`).
 */
export function useReadingProgress({
  enabled,
  bookId,
  chapterId,
  scrollRef,
  contentRef,
  isMobile,
  language,
  onAnswer,
  axis = 'vertical',
  readPosition,
  savedPosition = null,
}: Options): ReadingProgress {
  const [progress, setProgress] = useState(0);
  const [note, setNote] = useState<ReadingTimeNote | null>(null);
  const [report] = useMutation(ReportReadingProgressMutation);
  const resumeRef = useRef<((opened: OpeningClock) => void) | null>(null);

  // Values the long-lived listeners read without being re-attached.
  const client = useApolloClient();
  const latest = useRef({ isMobile, language, onAnswer, report, client, readPosition, savedPosition });
  useEffect(() => {
    latest.current = { isMobile, language, onAnswer, report, client, readPosition, savedPosition };
  }, [isMobile, language, onAnswer, report, client, readPosition, savedPosition]);

  useEffect(() => {
    const scroller = scrollRef.current;
    if (!enabled || !scroller) return;

    let disposed = false;
    let trackingSince: number | null = null;
    let state = initialReportState;
    let inFlight = false;
    // The highest milestone measured in this view, reported or not (the spacing rule may hold it back).
    let reached = 0;
    // Follow-ups: reports sent again only to collect what was waiting for reading time.
    let followUps = 0;
    let followUpDue = false;
    let followUpTimer: number | undefined;
    const timers = new Set<number>();
    let evaluateTimer: number | undefined;
    let debounceTimer: number | undefined;
    // The place: the last one measured, the last one the server was told, when a position-only report went.
    let currentPosition: number | null = null;
    let sentPosition: number | null = latest.current.savedPosition ?? null;
    let positionReportAt = -Infinity;
    let positionTimer: number | undefined;

    const later = (callback: () => void, ms: number) => {
      const id = window.setTimeout(() => {
        timers.delete(id);
        callback();
      }, ms);
      timers.add(id);
      return id;
    };
    const clear = (id: number | undefined) => {
      if (id === undefined) return;
      window.clearTimeout(id);
      timers.delete(id);
    };

    const cancelFollowUp = () => {
      clear(followUpTimer);
      followUpTimer = undefined;
      followUpDue = false;
    };

    /** Measures the place now (while the text is on the page); keeps the last one measured otherwise. */
    const notePosition = () => {
      const measured = latest.current.readPosition?.() ?? null;
      if (measured !== null) currentPosition = measured;
      return currentPosition;
    };

    const sendWithRetries = async (milestone: number): Promise<ProgressAnswer | null> => {
      for (let failed = 1; ; failed++) {
        try {
          const position = notePosition();
          if (position !== null) sentPosition = position;
          const { data } = await queueWhenOffline(latest.current.report)({
            variables: {
              input: {
                bookId,
                chapterId,
                progressPercentage: milestone,
                language: latest.current.language,
                ...(position === null ? {} : { position }),
              },
            },
          });
          return data?.reportReadingProgress ?? null;
        } catch (error) {
          const delay = nextRetryDelay(failed, latest.current.isMobile, error);
          if (delay === null || disposed) {
            console.warn(`Reading progress ${milestone}% was not saved`, error);
            return null;
          }
          await wait(delay);
          if (disposed) return null;
        }
      }
    };

    /** Sends `milestone` now; the answer decides what follows. */
    const sendReport = (milestone: number) => {
      cancelFollowUp();
      state = afterReport(milestone, performance.now());
      void send(milestone);
    };

    const send = async (milestone: number) => {
      inFlight = true;
      const answer = await sendWithRetries(milestone);
      inFlight = false;
      if (disposed) return;
      if (answer) {
        latest.current.onAnswer(answer);
        planNext(answer, milestone);
      } else {
        // The report was lost: whatever the last answer promised is not being followed up now.
        setNote(null);
      }
      // A follow-up whose time came while this report was on its way goes now.
      tryFollowUp();
      evaluate();
    };

    function planNext(answer: ClockAnswer, milestone: number) {
      const plan = planFollowUp(answer, milestone, followUps);
      setNote(noteFor(plan, Date.now()));
      cancelFollowUp();
      if (plan.kind !== 'wait') return;
      followUpTimer = later(() => {
        followUpTimer = undefined;
        followUpDue = true;
        tryFollowUp();
      }, plan.delayMs);
    }

    /** Sends the due follow-up, unless the page is hidden (no one reads it), a report is on its way, or it is too soon. */
    function tryFollowUp() {
      if (disposed || !followUpDue || inFlight || document.visibilityState === 'hidden') return;
      const sinceLast = state.lastReportAt === null ? Infinity : performance.now() - state.lastReportAt;
      const tooSoon = minReportIntervalMs(latest.current.isMobile) - sinceLast;
      if (tooSoon > 0) {
        clear(followUpTimer);
        followUpTimer = later(() => {
          followUpTimer = undefined;
          tryFollowUp();
        }, tooSoon);
        return;
      }
      followUps += 1;
      sendReport(state.lastMilestone);
    }

    /**
     * A position-only report: the place, with the last milestone already reported (never a new
     * one; the server keeps the highest progress). Sent when the place changed since the server
     * was last told, `leaving` (page hidden, closed, chapter left) at once, otherwise throttled.
     */
    const sendPosition = (leaving: boolean) => {
      clear(positionTimer);
      positionTimer = undefined;
      if (!leaving) notePosition();
      // The place the chapter opened at (known once the server said it) needs no saving again.
      sentPosition ??= latest.current.savedPosition ?? null;
      const position = currentPosition;
      if (position === null || position === sentPosition) return;
      if (!leaving) {
        const delay = Math.max(positionReportAt + POSITION_MIN_INTERVAL_MS - performance.now(), inFlight ? POSITION_IDLE_MS : 0);
        if (delay > 0) {
          positionTimer = later(() => sendPosition(false), delay);
          return;
        }
      }
      sentPosition = position;
      positionReportAt = performance.now();
      const input = { bookId, chapterId, progressPercentage: state.lastMilestone, language: latest.current.language, position };
      const { client } = latest.current;
      // Offline, the place is queued with the progress (offline-progress-queue.ts).
      queueWhenOffline((options) => client.mutate({ mutation: ReportReadingProgressMutation, ...options }))({ variables: { input } }).then(
        ({ data }) => {
          if (!disposed && data) latest.current.onAnswer(data.reportReadingProgress);
        },
        (error: unknown) => console.warn('The reading position was not saved', error),
      );
    };

    /**
     * Leaving with a milestone reached but not reported yet (held back by the spacing rule, or behind
     * a report on its way: e.g. 100% reached a second after 90% was sent, then "next chapter"): it
     * goes out as soon as the spacing allows, with the last place measured. The view is gone by then
     * and nobody reads the answer; the server completes the chapter from its own reading time.
     */
    const sendReachedOnLeaving = () => {
      const sinceLast = state.lastReportAt === null ? Infinity : performance.now() - state.lastReportAt;
      const delay = Math.max(0, minReportIntervalMs(latest.current.isMobile) - sinceLast);
      const { report, language } = latest.current;
      const input = { bookId, chapterId, progressPercentage: reached, language, ...(currentPosition === null ? {} : { position: currentPosition }) };
      const milestone = reached;
      window.setTimeout(() => {
        queueWhenOffline(report)({ variables: { input } }).catch((error: unknown) => console.warn(`Reading progress ${milestone}% was not saved`, error));
      }, delay);
    };

    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') tryFollowUp();
      else sendPosition(true);
    };
    const onPageHide = () => sendPosition(true);

    resumeRef.current = (opened) => {
      if (disposed) return;
      // Before the first milestone there is nothing to report again: the next milestone will tell.
      if (state.lastMilestone === 0) {
        setNote(null);
        return;
      }
      // The opening settled what the time before it earned; what is still waiting is followed up
      // as a report's answer would be, without a report that could only say the same.
      planNext({ clockRunning: true, ...opened }, state.lastMilestone);
    };

    const scheduleEvaluate = (ms: number) => {
      clear(evaluateTimer);
      evaluateTimer = later(() => {
        evaluateTimer = undefined;
        evaluate();
      }, ms);
    };

    function evaluate() {
      if (disposed || trackingSince === null || !scroller) return;
      // Pages side by side are measured like a scroll: the page turned to over the pages there are.
      const metrics =
        axis === 'horizontal'
          ? { scrollTop: scroller.scrollLeft, scrollHeight: scroller.scrollWidth, clientHeight: scroller.clientWidth }
          : { scrollTop: scroller.scrollTop, scrollHeight: scroller.scrollHeight, clientHeight: scroller.clientHeight };
      const reading = readProgress(metrics, performance.now() - trackingSince);
      if (reading.kind === 'dwelling') {
        scheduleEvaluate(reading.delayMs);
        return;
      }
      setProgress(reading.progress);
      reached = Math.max(reached, milestoneFor(reading.progress));
      // The answer of the report in flight triggers the next look.
      if (inFlight) return;
      const decision = decideReport(state, reading.progress, performance.now(), latest.current.isMobile);
      if (decision.kind === 'wait') scheduleEvaluate(decision.delayMs);
      if (decision.kind === 'report') sendReport(decision.milestone);
    }

    const onScroll = () => {
      window.clearTimeout(debounceTimer);
      debounceTimer = window.setTimeout(() => {
        notePosition();
        evaluate();
      }, scrollDebounceMs(latest.current.isMobile));
      // The reader paused: save the place (throttled).
      clear(positionTimer);
      positionTimer = later(() => sendPosition(false), POSITION_IDLE_MS);
    };

    later(() => {
      trackingSince = performance.now();
      evaluate();
    }, TRACKING_DELAY_MS);
    scroller.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('pagehide', onPageHide);
    const resizeObserver = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(onScroll);
    resizeObserver?.observe(contentRef.current ?? scroller);

    return () => {
      // Leaving the chapter (another chapter, another screen): a milestone still unreported goes
      // out (with the place); otherwise the last place measured is saved.
      if (reached > state.lastMilestone) sendReachedOnLeaving();
      else if (trackingSince !== null) sendPosition(true);
      disposed = true;
      resumeRef.current = null;
      for (const id of timers) window.clearTimeout(id);
      window.clearTimeout(debounceTimer);
      scroller.removeEventListener('scroll', onScroll);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pagehide', onPageHide);
      resizeObserver?.disconnect();
    };
  }, [enabled, bookId, chapterId, scrollRef, contentRef, axis]);

  const resume = useCallback((opened: OpeningClock) => resumeRef.current?.(opened), []);
  return { progress, note: enabled ? note : null, resume };
}
