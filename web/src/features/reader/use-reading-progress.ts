import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { graphql } from '@/__generated__';
import type { Language, ReportReadingProgressMutation } from '@/__generated__/graphql';
import {
  afterReport,
  COMPLETE_MILESTONE,
  decideReport,
  initialReportState,
  readProgress,
  scrollDebounceMs,
  TRACKING_DELAY_MS,
} from './progress-milestones';
import { completionRecheckDelay, nextRetryDelay } from './report-retry';

const ReportReadingProgressMutation = graphql(`
  mutation ReportReadingProgress($input: ReadingProgressInput!) {
    reportReadingProgress(input: $input) {
      progress
      isCompleted
      coinsAwarded
      message
      rewards {
        type
        coins
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

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * Follows how far the reader has scrolled through the chapter and reports the milestones of
 * progress-milestones.ts. One instance lives for one chapter view: it starts at 0, waits 300 ms
 * before tracking, and stops (timers, listeners, retries) as soon as the view ends.
 * Returns the progress to show (0-100).
 */
export function useReadingProgress({ enabled, bookId, chapterId, scrollRef, contentRef, isMobile, language, onAnswer }: Options): number {
  const [progress, setProgress] = useState(0);
  const [report] = useMutation(ReportReadingProgressMutation);

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
    let completionRechecks = 0;
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

    const send = async (milestone: number) => {
      inFlight = true;
      const answer = await sendWithRetries(milestone);
      inFlight = false;
      if (disposed) return;
      if (answer) {
        latest.current.onAnswer(answer);
        // Finished too soon for the server to count it: say 100% again a little later.
        if (milestone === COMPLETE_MILESTONE && !answer.isCompleted) {
          const delay = completionRecheckDelay(completionRechecks++);
          if (delay !== null) later(() => void send(COMPLETE_MILESTONE), delay);
        }
      }
      evaluate();
    };

    const scheduleEvaluate = (ms: number) => {
      if (evaluateTimer !== undefined) {
        window.clearTimeout(evaluateTimer);
        timers.delete(evaluateTimer);
      }
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
      const now = performance.now();
      const decision = decideReport(state, reading.progress, now, latest.current.isMobile);
      if (decision.kind === 'wait') scheduleEvaluate(decision.delayMs);
      if (decision.kind === 'report') {
        state = afterReport(decision.milestone, now);
        void send(decision.milestone);
      }
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
    const resizeObserver = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(onScroll);
    resizeObserver?.observe(contentRef.current ?? scroller);

    return () => {
      disposed = true;
      for (const id of timers) window.clearTimeout(id);
      window.clearTimeout(debounceTimer);
      scroller.removeEventListener('scroll', onScroll);
      resizeObserver?.disconnect();
    };
  }, [enabled, bookId, chapterId, scrollRef, contentRef]);

  return progress;
}
