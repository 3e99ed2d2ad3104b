import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { graphql } from '@/__generated__';
import type { Language, ReportReadingProgressMutation } from '@/__generated__/graphql';
import {
  afterReport,
  decideReport,
  initialReportState,
  minReportIntervalMs,
  readProgress,
  scrollDebounceMs,
  TRACKING_DELAY_MS,
} from './progress-milestones';
import { noteFor, planFollowUp, type ReadingTimeNote } from './reading-clock';
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
      chapter {
        id
        readingProgress {
          progress
          isCompleted
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
}

export interface ReadingProgress {
  /** The progress to show (0-100). */
  progress: number;
  /** A reward or completion waiting for reading time, or the clock running on another chapter. */
  note: ReadingTimeNote | null;
  /** Call once the chapter has been opened again: reports the last milestone again for a fresh answer. */
  resume: () => void;
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
}: Options): ReadingProgress {
  const [progress, setProgress] = useState(0);
  const [note, setNote] = useState<ReadingTimeNote | null>(null);
  const [report] = useMutation(ReportReadingProgressMutation);
  const resumeRef = useRef<(() => void) | null>(null);

  // Values the long-lived listeners read without being re-attached.
  const latest = useRef({ isMobile, language, onAnswer, report });
  useEffect(() => {
    latest.current = { isMobile, language, onAnswer, report };
  }, [isMobile, language, onAnswer, report]);

  useEffect(() => {
    const scroller = scrollRef.current;
    if (!enabled || !scroller) return;

    let disposed = false;
    let trackingSince: number | null = null;
    let state = initialReportState;
    let inFlight = false;
    // Follow-ups: reports sent again only to collect what was waiting for reading time.
    let followUps = 0;
    let followUpDue = false;
    let followUpTimer: number | undefined;
    const timers = new Set<number>();
    let evaluateTimer: number | undefined;
    let debounceTimer: number | undefined;

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

    const sendWithRetries = async (milestone: number): Promise<ProgressAnswer | null> => {
      for (let failed = 1; ; failed++) {
        try {
          const { data } = await latest.current.report({
            variables: { input: { bookId, chapterId, progressPercentage: milestone, language: latest.current.language } },
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

    function planNext(answer: ProgressAnswer, milestone: number) {
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

    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') tryFollowUp();
    };

    resumeRef.current = () => {
      if (disposed) return;
      setNote(null);
      // Before the first milestone there is nothing to report again: the next milestone will tell.
      if (state.lastMilestone === 0) return;
      clear(followUpTimer);
      followUpTimer = undefined;
      followUpDue = true;
      tryFollowUp();
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
      const reading = readProgress(
        { scrollTop: scroller.scrollTop, scrollHeight: scroller.scrollHeight, clientHeight: scroller.clientHeight },
        performance.now() - trackingSince,
      );
      if (reading.kind === 'dwelling') {
        scheduleEvaluate(reading.delayMs);
        return;
      }
      setProgress(reading.progress);
      // The answer of the report in flight triggers the next look.
      if (inFlight) return;
      const decision = decideReport(state, reading.progress, performance.now(), latest.current.isMobile);
      if (decision.kind === 'wait') scheduleEvaluate(decision.delayMs);
      if (decision.kind === 'report') sendReport(decision.milestone);
    }

    const onScroll = () => {
      window.clearTimeout(debounceTimer);
      debounceTimer = window.setTimeout(evaluate, scrollDebounceMs(latest.current.isMobile));
    };

    later(() => {
      trackingSince = performance.now();
      evaluate();
    }, TRACKING_DELAY_MS);
    scroller.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('visibilitychange', onVisibilityChange);
    const resizeObserver = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(onScroll);
    resizeObserver?.observe(contentRef.current ?? scroller);

    return () => {
      disposed = true;
      resumeRef.current = null;
      for (const id of timers) window.clearTimeout(id);
      window.clearTimeout(debounceTimer);
      scroller.removeEventListener('scroll', onScroll);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      resizeObserver?.disconnect();
    };
  }, [enabled, bookId, chapterId, scrollRef, contentRef]);

  const resume = useCallback(() => resumeRef.current?.(), []);
  return { progress, note: enabled ? note : null, resume };
}
