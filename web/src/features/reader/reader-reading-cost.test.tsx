import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReaderAccountSettingsDocument, ReaderChapterDocument, ReportReadingProgressDocument, StartReadingDocument } from '@/__generated__/graphql';
import { mockEvery } from '@/shared/testing/mock-operation';
import { renderWithProviders } from '@/shared/testing/render';
import { ReaderScreen } from './reader-screen';
import { chapterOpened } from './start-reading-answer.fixture';

/*
 * What reading costs while the reader reads (a phone: hundreds of paragraphs, a report every few
 * seconds): the chapter's paragraphs are made once, its stored copy written once, and the layout is
 * measured when the scrolling stops, not at every scroll event. jsdom lays nothing out: the
 * paragraphs stand 60 px apart in a 700 px reading area.
 */

// Every <p> of the chapter text reads `styles.paragraph` when it is made.
const made = vi.hoisted(() => ({ paragraphs: 0 }));
vi.mock('./chapter-view.module.css', () => ({
  default: new Proxy(
    {},
    {
      get: (_styles, name) => {
        if (name === 'paragraph') made.paragraphs += 1;
        return String(name);
      },
    },
  ),
}));

const PARAGRAPHS = 300;
const PARAGRAPH_HEIGHT = 60;
const content = Array.from({ length: PARAGRAPHS }, (_, index) => `第${index}段。${'风起了，云动了。'.repeat(10)}`).join('\n\n');

let top = 0;
const count = { chapterCopies: 0, paragraphQueries: 0 };
const isScroller = (element: Element) => (element as HTMLElement).dataset.testid === 'reader-scroller';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'requestAnimationFrame', 'cancelAnimationFrame', 'Date', 'performance'] });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  // A phone.
  window.matchMedia = ((query: string) => ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} })) as never;
  top = 0;
  Object.assign(count, { chapterCopies: 0, paragraphQueries: 0 });
  const scrollerMetric = (value: () => number) => ({
    configurable: true,
    get(this: HTMLElement) {
      return isScroller(this) ? value() : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'scrollTop', {
    configurable: true,
    get(this: HTMLElement) {
      return isScroller(this) ? top : 0;
    },
    set(this: HTMLElement, value: number) {
      if (isScroller(this)) top = value;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', scrollerMetric(() => PARAGRAPHS * PARAGRAPH_HEIGHT + 200));
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', scrollerMetric(() => 700));
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', scrollerMetric(() => 390));
  HTMLElement.prototype.scrollTo = function (this: HTMLElement, options?: ScrollToOptions | number) {
    if (typeof options === 'object' && options.top !== undefined && isScroller(this)) top = options.top;
  } as never;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (isScroller(this)) return DOMRect.fromRect({ x: 0, y: 0, width: 390, height: 700 });
    const index = (this as HTMLElement).dataset.paragraph;
    if (index === undefined) return DOMRect.fromRect({ x: 0, y: 0, width: 0, height: 0 });
    return DOMRect.fromRect({ x: 0, y: 100 + Number(index) * PARAGRAPH_HEIGHT - top, width: 390, height: PARAGRAPH_HEIGHT });
  });
  const querySelectorAll = Element.prototype.querySelectorAll;
  vi.spyOn(Element.prototype, 'querySelectorAll').mockImplementation(function (this: Element, selectors: string) {
    if (selectors === '[data-offset]') count.paragraphQueries += 1;
    return querySelectorAll.call(this, selectors) as never;
  });
  const setItem = Storage.prototype.setItem;
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
    if (key.startsWith('chapter:')) count.chapterCopies += 1;
    setItem.call(this, key, value);
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  for (const metric of ['scrollTop', 'scrollHeight', 'clientHeight', 'clientWidth', 'scrollTo']) Reflect.deleteProperty(HTMLElement.prototype, metric);
  Reflect.deleteProperty(window, 'matchMedia');
  localStorage.clear();
});

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function renderReader() {
  const chapter = mockEvery(ReaderChapterDocument, () => ({
    data: {
      __typename: 'Query' as const,
      chapter: {
        __typename: 'Chapter' as const,
        id: 'c11',
        number: 11,
        title: '第11章',
        coinsRequired: 0,
        content,
        hasContent: true,
        locked: false,
        previousChapterId: 'c10',
        nextChapterId: null,
        readingProgress: { __typename: 'ChapterReadingProgress' as const, isCompleted: false, position: 0 },
      },
    },
  }));
  const opening = mockEvery(StartReadingDocument, () => chapterOpened());
  // Each answer carries the place reported, which moves it in the chapter query's data.
  const reports = mockEvery(ReportReadingProgressDocument, ({ input }) => ({
    data: {
      __typename: 'Mutation' as const,
      reportReadingProgress: {
        __typename: 'ReadingProgressPayload' as const,
        progress: input.progressPercentage,
        isCompleted: false,
        coinsAwarded: 0,
        message: '',
        position: input.position ?? 0,
        clockRunning: true,
        rewardInSeconds: null,
        completionInSeconds: null,
        rewards: [],
        chapter: {
          __typename: 'Chapter' as const,
          id: 'c11',
          readingProgress: { __typename: 'ChapterReadingProgress' as const, progress: input.progressPercentage, isCompleted: false, position: input.position ?? 0 },
        },
        user: { __typename: 'User' as const, id: '1', coins: 120 },
      },
    },
  }));
  const accountSettings = mockEvery(ReaderAccountSettingsDocument, () => ({ data: { me: { __typename: 'User' as const, id: '1', readerSettings: null } } }));
  renderWithProviders(
    <ReaderScreen bookId="b1" chapterId="c11" bookTitle="B" chapters={[]} chaptersTotal={0} chaptersLoading={false} chaptersError={null} />,
    { mocks: [chapter.mock, opening.mock, reports.mock, accountSettings.mock], route: '/novel/b1/read?chapter=c11' },
  );
  return { reports };
}

describe('reading a long chapter on a phone', () => {
  it('makes its paragraphs and its stored copy once, and measures the page when the scrolling stops', async () => {
    const { reports } = renderReader();
    await wait(3_000);
    const scroller = document.querySelector<HTMLElement>('[data-testid="reader-scroller"]')!;
    expect(scroller.querySelectorAll('p[data-paragraph]')).toHaveLength(PARAGRAPHS);
    expect(made.paragraphs).toBe(PARAGRAPHS);
    expect(count.chapterCopies).toBe(1);
    count.paragraphQueries = 0;

    // Six drags of ten scroll events a frame apart, each followed by four seconds of reading.
    const drags = 6;
    for (let drag = 0; drag < drags; drag++) {
      for (let frame = 0; frame < 10; frame++) {
        top += 40;
        scroller.dispatchEvent(new Event('scroll'));
        await wait(16);
      }
      await wait(4_000);
    }
    // A tap shows the bars, another hides them.
    scroller.click();
    await wait(100);
    scroller.click();
    await wait(100);

    expect(reports.calls.length).toBeGreaterThan(1);
    expect(made.paragraphs).toBe(PARAGRAPHS);
    expect(count.chapterCopies).toBe(1);
    // A few measurements a drag (the place kept at its start and end, the progress), not one at each of its ten events.
    expect(count.paragraphQueries).toBeLessThanOrEqual(drags * 5);
  });
});
