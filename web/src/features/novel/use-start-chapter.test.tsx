import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NovelLaterChaptersDocument, type NovelLaterChaptersQuery, type NovelLaterChaptersQueryVariables } from '@/__generated__/graphql';
import { mockEvery } from '@/shared/testing/mock-operation';
import { renderHookWithProviders } from '@/shared/testing/render';
import { DETAIL_CHAPTER_COUNT } from './detail-chapter-count';
import { useStartChapter } from './use-start-chapter';

/** Chapters `from`..`to` of book b1, those up to `completedUpTo` completed. */
function chapters(from: number, to: number, completedUpTo: number) {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index).map((number) => ({
    __typename: 'Chapter' as const,
    id: `c${number}`,
    title: `第${number}章`,
    hasContent: true,
    readingProgress: { __typename: 'ChapterReadingProgress' as const, isCompleted: number <= completedUpTo },
  }));
}

function setup(total: number, completedUpTo: number, lastChapterId: string | null = null) {
  const pages = mockEvery(NovelLaterChaptersDocument, ({ page, pageSize }: NovelLaterChaptersQueryVariables) => {
    const from = (page - 1) * pageSize + 1;
    const data: NovelLaterChaptersQuery = {
      __typename: 'Query',
      book: {
        __typename: 'Book',
        id: 'b1',
        chapters: { __typename: 'ChapterPage', items: chapters(from, Math.min(total, from + pageSize - 1), completedUpTo) },
      },
    };
    return { data };
  });
  const listed = chapters(1, Math.min(total, DETAIL_CHAPTER_COUNT), completedUpTo);
  const view = renderHookWithProviders(() => useStartChapter({ bookId: 'b1', listed, total, lastChapterId }), { mocks: [pages.mock] });
  return { ...view, pages: pages.calls };
}

describe('Start reading’s chapter (spec section 2)', () => {
  it('is the first listed chapter not completed, asking for nothing more', async () => {
    const { result, pages } = setup(80, 12);
    expect(result.current?.id).toBe('c13');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(pages).toEqual([]);
  });

  it('looks past the listed chapters when the reader completed all of them', async () => {
    const { result, pages } = setup(130, 117);
    expect(result.current?.id).toBe('c1');
    await waitFor(() => expect(result.current?.id).toBe('c118'));
    expect(pages.map((call) => call.variables.page)).toEqual([2, 3]);
  });

  it('is the chapter the reader left off in, while it is not completed (issue 9)', async () => {
    const { result, pages } = setup(80, 2, 'c7');
    expect(result.current?.id).toBe('c7');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(pages).toEqual([]);
  });

  it('finds the chapter the reader left off in past the listed ones', async () => {
    const { result, pages } = setup(130, 10, 'c75');
    expect(result.current?.id).toBe('c11');
    await waitFor(() => expect(result.current?.id).toBe('c75'));
    expect(pages.map((call) => call.variables.page)).toEqual([2]);
  });

  it('keeps the chapter found past the listed ones when the page hands in the same chapters anew', async () => {
    const pages = mockEvery(NovelLaterChaptersDocument, ({ page, pageSize }: NovelLaterChaptersQueryVariables) => {
      const from = (page - 1) * pageSize + 1;
      const data: NovelLaterChaptersQuery = {
        __typename: 'Query',
        book: { __typename: 'Book', id: 'b1', chapters: { __typename: 'ChapterPage', items: chapters(from, Math.min(200, from + pageSize - 1), 60) } },
      };
      return { data };
    });
    // The detail page makes a new array of the same chapters whenever its book changes (a favorite toggled).
    const { result, rerender } = renderHookWithProviders(
      ({ listed }: { listed: ReturnType<typeof chapters> }) => useStartChapter({ bookId: 'b1', listed, total: 200, lastChapterId: 'c61' }),
      { mocks: [pages.mock], initialProps: { listed: chapters(1, DETAIL_CHAPTER_COUNT, 60) } },
    );
    await waitFor(() => expect(result.current?.id).toBe('c61'));
    rerender({ listed: chapters(1, DETAIL_CHAPTER_COUNT, 60) });
    expect(result.current?.id).toBe('c61');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(pages.calls.map((call) => call.variables.page)).toEqual([2]);
  });

  it('moves past a chapter left off in that has since been completed', async () => {
    const { result } = setup(130, 60, 'c60');
    await waitFor(() => expect(result.current?.id).toBe('c61'));
  });

  it('is the first chapter when every chapter of the book is completed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result, pages } = setup(70, 70);
    await waitFor(() => expect(pages).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(result.current?.id).toBe('c1');
  });
});
