import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContinueReadingShelfDocument } from '@/__generated__/graphql';
import { createApolloCache } from '@/app/apollo-cache';
import { mockEvery } from '@/shared/testing/mock-operation';
import { renderWithProviders } from '@/shared/testing/render';
import { ContinueReadingShelf } from './continue-reading-shelf';
import { SHELF_SIZE } from './shelf-size';

function entry(index: number, progress: number, position: number) {
  return {
    __typename: 'ContinueReadingEntry' as const,
    chapterId: `c${index}`,
    chapterTitle: `第${index}章 风起`,
    progress,
    position,
    updatedAt: '2026-11-20T08:00:00.000Z',
    book: { __typename: 'Book' as const, id: `b${index}`, title: `小说 ${index}`, coverImage: '' },
  };
}

describe('ContinueReadingShelf', () => {
  it('lists the books in progress in the order the server gives (latest first), each opening the reader at its place', async () => {
    const { mock, calls } = mockEvery(ContinueReadingShelfDocument, () => ({
      data: { __typename: 'Query' as const, continueReading: [entry(3, 40, 512), entry(1, 0, 0)] },
    }));
    renderWithProviders(<ContinueReadingShelf />, { mocks: [mock], cache: createApolloCache(), language: 'en-US' });

    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/novel/b3/read?chapter=c3&at=512', '/novel/b1/read?chapter=c1&at=0']);
    // Named by what it shows (the shelf's heading says what the links do), so a voice command of
    // the visible words finds it.
    expect(links[0]!.hasAttribute('aria-label')).toBe(false);
    expect(screen.getByRole('link', { name: /^小说 3\s*第3章 风起\s*40% read$/ })).toBe(links[0]);
    expect(screen.getByRole('heading', { name: 'Continue reading' })).toBeTruthy();
    expect(screen.getByText('40% read')).toBeTruthy();
    // The book's words are marked as Chinese in the English interface; the progress is not.
    expect(screen.getByText('小说 3').getAttribute('lang')).toBe('zh-CN');
    expect(screen.getByText('第3章 风起').getAttribute('lang')).toBe('zh-CN');
    expect(screen.getByText('40% read').closest('[lang]')?.getAttribute('lang')).not.toBe('zh-CN');
    expect(calls[0]!.variables).toEqual({ limit: SHELF_SIZE });
  });

  it('shows nothing when no book is in progress', async () => {
    const { mock, calls } = mockEvery(ContinueReadingShelfDocument, () => ({ data: { __typename: 'Query' as const, continueReading: [] } }));
    const view = renderWithProviders(<ContinueReadingShelf />, { mocks: [mock], cache: createApolloCache() });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(1);
    expect(view.container.querySelector('section')).toBeNull();
  });

  it('is not there for guests (no request)', () => {
    const { mock, calls } = mockEvery(ContinueReadingShelfDocument, () => ({ data: { __typename: 'Query' as const, continueReading: [] } }));
    const view = renderWithProviders(<ContinueReadingShelf />, { mocks: [mock], user: null });
    expect(view.container.querySelector('section')).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
