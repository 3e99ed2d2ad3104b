import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ReportReadingProgressDocument, StartReadingDocument, UnlockChapterDocument } from '@/__generated__/graphql';
import { mockEvery } from '@/shared/testing/mock-operation';
import { renderWithProviders } from '@/shared/testing/render';
import { ChapterView, type DisplayedChapter } from './chapter-view';
import { defaultReadingSettings } from './reading-settings';
import { progressAnswer, scrollingArea } from './reading-progress.fixture';
import { chapterOpened, chapterUnlocked } from './start-reading-answer.fixture';

/**
 * A chapter turn shows the text at once (issue 13, goal 6), while the reading clock stays the
 * server's: the opening call (startReading) runs after the text is on screen, progress is reported
 * only once it has answered, and a locked chapter shows no text until it is bought.
 */

const OPENING_MS = 2000;

const freeChapter: DisplayedChapter = {
  id: 'c11',
  number: 11,
  title: '第11章 风起',
  content: '风起了。\n\n云动了。',
  locked: false,
  coinsRequired: 0,
  previousChapterId: 'c10',
  nextChapterId: 'c12',
  isCompleted: false,
};

const lockedChapter: DisplayedChapter = { ...freeChapter, content: null, locked: true, coinsRequired: 30 };

function setup(chapter: DisplayedChapter) {
  const box = scrollingArea();
  const opening = mockEvery(StartReadingDocument, () => chapterOpened(), { delayMs: OPENING_MS });
  const buying = mockEvery(UnlockChapterDocument, () => chapterUnlocked({ deducted: 30, coins: 90 }), { delayMs: OPENING_MS });
  const progress = mockEvery(ReportReadingProgressDocument, (variables) => progressAnswer(variables.input.progressPercentage));
  const view = renderWithProviders(
    <ChapterView
      bookId="b1"
      chapter={chapter}
      settings={defaultReadingSettings}
      scrollRef={box.ref}
      nextId={chapter.nextChapterId}
      isMobile={false}
      language="ZH_CN"
    />,
    { mocks: [opening.mock, buying.mock, progress.mock] },
  );
  return { ...view, box, openings: opening.calls, purchases: buying.calls, reports: progress.calls };
}

/** Lets `ms` of fake time pass (animation frames included), with the promises the timers resolve. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({
    now: 1_800_000_000_000,
    toFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'Date',
      'performance',
    ],
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('ChapterView: a chapter without text', () => {
  it('says it is not updated yet (spec section 5), offers no unlock and opens nothing, paid or free', async () => {
    // A paid chapter without text comes as not locked (displayed-chapter.ts); a free one is blank.
    for (const chapter of [{ ...lockedChapter, locked: false }, { ...freeChapter, content: '  \n ' }]) {
      const { openings, purchases, unmount } = setup(chapter);
      expect(screen.getByText('章节内容暂未更新，请稍后再试')).toBeTruthy();
      expect(screen.queryByRole('dialog')).toBeNull();
      await wait(OPENING_MS * 2);
      expect(openings).toHaveLength(0);
      expect(purchases).toHaveLength(0);
      unmount();
    }
  });
});

describe('ChapterView: a free or already unlocked chapter', () => {
  it("marks the text with its own language, whatever the interface's", () => {
    setup(freeChapter);
    expect(screen.getByRole('article').getAttribute('lang')).toBe('zh-CN');
  });

  it('marks an English chapter as English under the Chinese interface', () => {
    setup({ ...freeChapter, title: 'Chapter 11 The Wind', content: 'The wind rose.\n\nThe clouds moved.' });
    expect(screen.getByRole('article').getAttribute('lang')).toBe('en-US');
  });

  it('shows the text at once, and opens the chapter on the server only after that frame', async () => {
    const { openings } = setup(freeChapter);
    // The first render holds the text: nothing waits for the server.
    expect(screen.queryByRole('heading', { level: 1, name: '第11章 风起' })).not.toBeNull();
    expect(screen.queryByText('风起了。')).not.toBeNull();
    expect(screen.queryByText('云动了。')).not.toBeNull();
    expect(openings).toHaveLength(0);
    await wait(20);
    expect(openings.map((call) => call.variables)).toEqual([{ bookId: 'b1', chapterId: 'c11' }]);
  });

  it('reports no progress before the opening has answered, and reports once it has', async () => {
    const { box, openings, reports } = setup(freeChapter);
    await wait(20);
    expect(openings).toHaveLength(1);
    // Reading while the opening is on its way: the clock is not the server's yet.
    box.scrollTo(25);
    await wait(OPENING_MS - 100);
    box.scrollTo(35);
    await wait(50);
    expect(reports).toHaveLength(0);
    // The opening answers; progress tracking starts.
    await wait(100);
    box.scrollTo(45);
    await wait(1500);
    expect(reports.map((call) => call.variables.input.progressPercentage)).toEqual([40]);
    expect(reports[0]!.at - openings[0]!.at).toBeGreaterThanOrEqual(OPENING_MS);
  });
});

describe('ChapterView: a locked paid chapter', () => {
  it("shows no text and asks before buying; nothing is opened without the reader's yes", async () => {
    const { box, openings, purchases, reports } = setup(lockedChapter);
    expect(screen.queryByText('风起了。')).toBeNull();
    expect(screen.queryByText('付费章节')).not.toBeNull();
    expect(screen.queryByRole('button', { name: '花 30 金币解锁' })).not.toBeNull();
    box.scrollTo(50);
    await wait(3000);
    expect(openings).toHaveLength(0);
    expect(purchases).toHaveLength(0);
    expect(reports).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: '花 30 金币解锁' }));
    await wait(OPENING_MS + 10);
    expect(purchases.map((call) => call.variables)).toEqual([{ bookId: 'b1', chapterId: 'c11' }]);
    expect(openings).toHaveLength(0);
  });
});
