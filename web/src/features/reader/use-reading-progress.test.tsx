import 'fake-indexeddb/auto';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@/__generated__/enums';
import { ReportReadingProgressDocument } from '@/__generated__/graphql';
import { mockEvery, refusal } from '@/shared/testing/mock-operation';
import { deleteOfflineDb } from '@/shared/testing/offline-db';
import { renderHookWithProviders, testUser } from '@/shared/testing/render';
import { queuedProgress } from './offline-progress-queue';
import { progressAnswer, scrollingArea } from './reading-progress.fixture';
import { useReadingProgress } from './use-reading-progress';

/**
 * The client half of the reading rewards (spec sections 4, 5, 8 and 9): what is reported, when,
 * how often, and that nothing is sent once the chapter view has ended.
 */

const start = 1_800_000_000_000;

function setup({
  isMobile = false,
  respond = (variables: { input: { progressPercentage: number } }) => progressAnswer(variables.input.progressPercentage),
  withPosition = false,
  savedPosition = null as number | null,
} = {}) {
  const box = scrollingArea();
  const { mock, calls } = mockEvery(ReportReadingProgressDocument, (variables) => respond(variables));
  const onAnswer = vi.fn();
  const contentRef = { current: null };
  const view = renderHookWithProviders(
    () =>
      useReadingProgress({
        enabled: true,
        bookId: 'b1',
        chapterId: 'c1',
        scrollRef: box.ref,
        contentRef,
        isMobile,
        language: 'ZH_CN',
        onAnswer,
        // The place: one character per pixel scrolled, in this test.
        ...(withPosition ? { readPosition: () => Math.round(box.ref.current.scrollTop), savedPosition } : {}),
      }),
    { mocks: [mock] },
  );
  const reported = () => calls.map((call) => call.variables.input.progressPercentage);
  const times = () => calls.map((call) => call.at - start);
  return { ...view, box, calls, reported, times, onAnswer };
}

/** Lets `ms` of fake time pass, running timers and the promises they resolve. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Each request at its expected time (ms after the start), give or take the mock's 1 ms per round trip. */
function expectTimes(actual: number[], expected: number[]) {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((time, index) => {
    expect(time - expected[index]!).toBeGreaterThanOrEqual(0);
    expect(time - expected[index]!).toBeLessThan(5);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ now: start, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'] });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useReadingProgress: milestones', () => {
  it('starts at 0 and tracks only 300 ms after the chapter opened', async () => {
    const { box, reported, result } = setup();
    expect(result.current.progress).toBe(0);
    box.scrollTo(25);
    await wait(299);
    expect(reported()).toEqual([]);
    await wait(1);
    expect(result.current.progress).toBe(25);
    expect(reported()).toEqual([20]);
  });

  it('reports 20%, then each further 10% reached, then 100%', async () => {
    const { box, reported } = setup();
    await wait(300);
    for (const percent of [10, 19, 20, 25, 29, 30, 55, 99, 100]) {
      box.scrollTo(percent);
      await wait(1500);
    }
    // 55% is the 50% milestone (the ones skipped on the way are not sent); 99% is still 90%.
    expect(reported()).toEqual([20, 30, 50, 90, 100]);
  });

  it('never reports a milestone again by scrolling back to it', async () => {
    const { box, reported } = setup();
    await wait(300);
    box.scrollTo(45);
    await wait(1500);
    box.scrollTo(10);
    await wait(1500);
    box.scrollTo(45);
    await wait(1500);
    expect(reported()).toEqual([40]);
  });

  it('keeps reports 1000 ms apart on a wide screen, except the first (the 20% reward)', async () => {
    const { box, reported, times } = setup();
    box.scrollTo(25);
    await wait(300);
    box.scrollTo(45);
    await wait(100);
    box.scrollTo(100);
    await wait(5000);
    expect(reported()).toEqual([20, 100]);
    // The 20% report goes the moment tracking starts; the next waits for the second to pass.
    expectTimes(times(), [300, 1300]);
  });

  it('keeps reports 2000 ms apart on a phone', async () => {
    const { box, reported, times } = setup({ isMobile: true });
    box.scrollTo(25);
    await wait(300);
    box.scrollTo(35);
    await wait(5000);
    expect(reported()).toEqual([20, 30]);
    expectTimes(times(), [300, 2300]);
  });

  it('hands every answer to the screen', async () => {
    const { box, onAnswer } = setup();
    box.scrollTo(25);
    await wait(310);
    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect(onAnswer.mock.calls[0]?.[0]).toMatchObject({ progress: 20, clockRunning: true });
  });
});

describe('useReadingProgress: failed reports', () => {
  const failing = () => ({ errors: [{ message: 'The API is restarting' }] });

  it('retries a failed report on a phone 3 times, 500 ms x the attempt later', async () => {
    const { box, reported, times } = setup({ isMobile: true, respond: failing });
    box.scrollTo(25);
    await wait(10_000);
    expect(reported()).toEqual([20, 20, 20, 20]);
    expectTimes(times(), [300, 800, 1800, 3300]);
  });

  it('stops retrying once a retry succeeds', async () => {
    const { box, reported } = setup({
      isMobile: true,
      respond: (variables) => (reported().length < 2 ? failing() : progressAnswer(variables.input.progressPercentage)),
    });
    box.scrollTo(25);
    await wait(10_000);
    expect(reported()).toEqual([20, 20]);
  });

  it('does not retry on a wide screen', async () => {
    const { box, reported } = setup({ respond: failing });
    box.scrollTo(25);
    await wait(10_000);
    expect(reported()).toEqual([20]);
  });

  it('does not retry a refusal that another try cannot change', async () => {
    const { box, reported } = setup({ isMobile: true, respond: () => refusal(ErrorCode.BAD_USER_INPUT) });
    box.scrollTo(25);
    await wait(10_000);
    expect(reported()).toEqual([20]);
  });
});

describe('useReadingProgress: rewards waiting for reading time', () => {
  it('reports the same milestone again once the reward is due (rewardInSeconds)', async () => {
    const { box, reported, times, result } = setup({
      respond: (variables) => progressAnswer(variables.input.progressPercentage, reported().length === 1 ? { rewardInSeconds: 4 } : {}),
    });
    box.scrollTo(25);
    await wait(310);
    expect(result.current.note).toMatchObject({ kind: 'reward' });
    await wait(10_000);
    // 4 s as the server said, and a quarter of a second to be sure it has passed.
    expect(reported()).toEqual([20, 20]);
    expectTimes(times(), [300, 4550]);
    expect(result.current.note).toBeNull();
  });

  it('reports 100% again once the completion is due (completionInSeconds)', async () => {
    const { box, reported, times } = setup({
      respond: (variables) => progressAnswer(variables.input.progressPercentage, reported().length === 1 ? { completionInSeconds: 2 } : {}),
    });
    box.scrollTo(100);
    await wait(10_000);
    expect(reported()).toEqual([100, 100]);
    expectTimes(times(), [300, 2550]);
  });

  it('waits for the page to be visible before collecting', async () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const { box, reported } = setup({
      respond: (variables) => progressAnswer(variables.input.progressPercentage, reported().length === 1 ? { rewardInSeconds: 1 } : {}),
    });
    box.scrollTo(25);
    await wait(10_000);
    expect(reported()).toEqual([20]);
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await wait(100);
    expect(reported()).toEqual([20, 20]);
  });

  /** A reader who scrolled to 20%, whose report found the clock on another chapter (another device). */
  async function clockStoppedAtFirstReport() {
    const view = setup({
      respond: (variables) =>
        progressAnswer(variables.input.progressPercentage, view.reported().length === 1 ? { clockRunning: false, rewardInSeconds: 1 } : {}),
    });
    view.box.scrollTo(25);
    await wait(10_000);
    return view;
  }

  it('sends nothing more while the clock runs on another chapter; `resume` counts down from the opening, then reports again', async () => {
    const { reported, result } = await clockStoppedAtFirstReport();
    expect(reported()).toEqual([20]);
    expect(result.current.note).toEqual({ kind: 'clockStopped' });
    // Opened again: the opening says the reward needs 2 s more, so the countdown shows at once and
    // the milestone is sent again only when they are over (plus the margin).
    const resumedAt = Date.now();
    act(() => result.current.resume({ rewardInSeconds: 2, completionInSeconds: null }));
    expect(result.current.note).toEqual({ kind: 'reward', dueAt: resumedAt + 2000 });
    await wait(2000);
    expect(reported()).toEqual([20]);
    await wait(300);
    expect(reported()).toEqual([20, 20]);
    expect(result.current.note).toBeNull();
  });

  it('`resume` with nothing waiting clears the note and reports nothing', async () => {
    const { reported, result } = await clockStoppedAtFirstReport();
    expect(result.current.note).toEqual({ kind: 'clockStopped' });
    act(() => result.current.resume({ rewardInSeconds: null, completionInSeconds: null }));
    expect(result.current.note).toBeNull();
    await wait(10_000);
    expect(reported()).toEqual([20]);
  });
});

describe('useReadingProgress: after the chapter view ends', () => {
  it('sends nothing once unmounted before tracking started', async () => {
    const { box, reported, unmount } = setup();
    box.scrollTo(50);
    await wait(200);
    unmount();
    await wait(10_000);
    expect(reported()).toEqual([]);
  });

  it('drops a waiting follow-up and pending retries when unmounted', async () => {
    const follow = setup({
      respond: (variables) =>
        progressAnswer(variables.input.progressPercentage, follow.reported().length === 1 ? { rewardInSeconds: 3 } : {}),
    });
    follow.box.scrollTo(25);
    await wait(300);
    follow.unmount();
    await wait(10_000);
    expect(follow.reported()).toEqual([20]);

    const retrying = setup({ isMobile: true, respond: () => ({ errors: [{ message: 'down' }] }) });
    retrying.box.scrollTo(25);
    await wait(900);
    expect(retrying.reported()).toEqual([20, 20]);
    retrying.unmount();
    await wait(10_000);
    expect(retrying.reported()).toEqual([20, 20]);
  });

  it('sends a milestone the spacing held back when the chapter is left, once the spacing allows', async () => {
    const { box, reported, times, unmount } = setup({ isMobile: true });
    box.scrollTo(95);
    await wait(300);
    // 100% a moment after 90% went, then straight to the next chapter.
    box.scrollTo(100);
    await wait(500);
    expect(reported()).toEqual([90]);
    unmount();
    await wait(5000);
    expect(reported()).toEqual([90, 100]);
    expectTimes(times(), [300, 2300]);
  });

  it('sends nothing more on leaving when every milestone reached was reported', async () => {
    const { box, reported, unmount } = setup();
    box.scrollTo(100);
    await wait(300);
    expect(reported()).toEqual([100]);
    unmount();
    await wait(5000);
    expect(reported()).toEqual([100]);
  });

  it('does not track while disabled (a locked or unopened chapter)', async () => {
    const box = scrollingArea();
    const { mock, calls } = mockEvery(ReportReadingProgressDocument, (variables) => progressAnswer(variables.input.progressPercentage));
    const contentRef = { current: null };
    renderHookWithProviders(
      () =>
        useReadingProgress({
          enabled: false,
          bookId: 'b1',
          chapterId: 'c1',
          scrollRef: box.ref,
          contentRef,
          isMobile: false,
          language: 'ZH_CN',
          onAnswer: vi.fn(),
        }),
      { mocks: [mock] },
    );
    box.scrollTo(100);
    await wait(10_000);
    expect(calls).toEqual([]);
  });
});

describe('useReadingProgress: the reading position', () => {
  const sent = (calls: { variables: { input: { progressPercentage: number; position?: number | null } } }[]) =>
    calls.map((call) => [call.variables.input.progressPercentage, call.variables.input.position]);

  it('sends the place with every milestone report', async () => {
    const { box, calls } = setup({ withPosition: true });
    box.scrollTo(40);
    await wait(310);
    expect(sent(calls)).toEqual([[40, 600]]);
  });

  it('saves the place on its own when the reader pauses, with the last milestone (never a new one), throttled', async () => {
    const { box, calls } = setup({ withPosition: true });
    await wait(300);
    box.scrollTo(10);
    await wait(1600);
    expect(sent(calls)).toEqual([[0, 150]]);
    box.scrollTo(15);
    await wait(1600);
    // Less than 10 s after the last one: held back, then sent once.
    expect(sent(calls)).toEqual([[0, 150]]);
    await wait(10_000);
    expect(sent(calls)).toEqual([
      [0, 150],
      [0, 225],
    ]);
    await wait(20_000);
    expect(calls).toHaveLength(2);
  });

  it('saves the place at once when the page is hidden, and when the chapter is left', async () => {
    const { box, calls, unmount } = setup({ withPosition: true });
    box.scrollTo(40);
    await wait(310);
    box.scrollTo(45);
    await wait(100);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    await wait(5);
    expect(sent(calls)).toEqual([
      [40, 600],
      [40, 675],
    ]);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    box.scrollTo(12);
    await wait(100);
    unmount();
    await wait(5);
    expect(sent(calls).at(-1)).toEqual([40, 180]);
  });

  it('queues the place saved without a connection, with the progress made offline', async () => {
    localStorage.setItem('user', JSON.stringify(testUser));
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const { box, calls } = setup({ withPosition: true });
      await wait(300);
      box.scrollTo(10);
      await wait(1600);
      const queued = async () => (await queuedProgress(testUser.id)).map((record) => [record.chapterId, record.progressPercentage, record.position]);
      await vi.waitFor(async () => expect(await queued()).toEqual([['c1', 0, 150]]));
      expect(calls).toHaveLength(0);
    } finally {
      offline.mockRestore();
      localStorage.clear();
      await deleteOfflineDb();
    }
  });

  it('does not send the place the chapter was opened at again', async () => {
    const { box, calls, unmount } = setup({ withPosition: true, savedPosition: 150 });
    await wait(300);
    box.scrollTo(10);
    await wait(20_000);
    unmount();
    await wait(5);
    expect(calls).toHaveLength(0);
  });
});
