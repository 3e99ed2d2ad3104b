import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { ReaderBookDocument, ReaderChapterDocument } from '@/__generated__/graphql';
import { mockEvery, refusal } from '@/shared/testing/mock-operation';
import { renderWithProviders } from '@/shared/testing/render';
import ReaderPage from './reader-page';

/** /novel/:id/read without a chapter: where the book's chapter list cannot be read. */
function openReader() {
  const { mock } = mockEvery(ReaderBookDocument, () => refusal('UPSTREAM_UNAVAILABLE', 'The API cannot be reached'));
  renderWithProviders(
    <Routes>
      <Route path="/novel/:id/read" element={<ReaderPage />} />
    </Routes>,
    { mocks: [mock], route: '/novel/7/read', language: 'en-US' },
  );
}

describe('ReaderPage without a chapter', () => {
  it("says the book's chapters could not be read when online", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    openReader();
    expect((await screen.findByRole('alert')).textContent).toContain('network error, please try again later');
  });

  it('says it is offline when offline (issue 10), with the way back to the book', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onTestFinished(() => offline.mockRestore());
    openReader();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('You are offline. This page needs a connection');
    expect(screen.getByRole('button', { name: 'Back to book details' })).toBeTruthy();
  });
});

/** /novel/7/read?chapter=<id> where the server refuses both the chapter and the book with `code`. */
function openRefusedChapter(chapterId: string, code: 'NOT_FOUND' | 'UPSTREAM_UNAVAILABLE') {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  // jsdom has no scrolling; the reader puts a new chapter at its top.
  HTMLElement.prototype.scrollTo = () => undefined;
  onTestFinished(() => void delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo);
  const chapter = mockEvery(ReaderChapterDocument, () => refusal(code));
  const book = mockEvery(ReaderBookDocument, () => refusal(code));
  renderWithProviders(
    <Routes>
      <Route path="/novel/:id/read" element={<ReaderPage />} />
    </Routes>,
    { mocks: [chapter.mock, book.mock], route: `/novel/7/read?chapter=${chapterId}`, language: 'en-US' },
  );
  return { chapterCalls: chapter.calls };
}

describe('ReaderPage with a chapter that does not exist', () => {
  it('says so with the way back to the book, and offers no chapters to turn to', async () => {
    openRefusedChapter('999999', 'NOT_FOUND');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Not found');
    expect(within(alert).getByRole('button', { name: 'Back to book details' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next chapter' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Previous chapter' })).toBeNull();
  });

  it('out of reach instead, keeps the chapter bar and offers to try again', async () => {
    const { chapterCalls } = openRefusedChapter('12', 'UPSTREAM_UNAVAILABLE');
    const alert = await screen.findByRole('alert');
    within(alert).getByRole('button', { name: 'Retry' }).click();
    await vi.waitFor(() => expect(chapterCalls).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Next chapter' })).toBeTruthy();
  });
});
