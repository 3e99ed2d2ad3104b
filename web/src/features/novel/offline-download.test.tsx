import 'fake-indexeddb/auto';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DownloadChapterDocument, OfflineChaptersDocument } from '@/__generated__/graphql';
import { listChapterIds } from '@/shared/offline/chapter-store';
import * as offlineDb from '@/shared/offline/offline-db';
import { mockEvery } from '@/shared/testing/mock-operation';
import { deleteOfflineDb } from '@/shared/testing/offline-db';
import { focusedElement } from '@/shared/testing/focus';
import { renderWithProviders, testUser } from '@/shared/testing/render';
import { OfflineDownload } from './offline-download';

const chapterItem = (number: number, { coins = 0, purchased = false } = {}) => ({
  __typename: 'Chapter' as const,
  id: `c${number}`,
  number,
  wordCount: 100,
  coinsRequired: coins,
  hasContent: true,
  readingProgress: { __typename: 'ChapterReadingProgress' as const, purchased },
});

const chapterList = (items: Array<ReturnType<typeof chapterItem>>) =>
  mockEvery(OfflineChaptersDocument, () => ({
    data: { book: { __typename: 'Book' as const, id: 'b1', readingProgress: null, chapters: { __typename: 'ChapterPage' as const, items } } },
  }));

const chapterTexts = ({ delayMs = 0, paid = [] as string[] } = {}) =>
  mockEvery(
    DownloadChapterDocument,
    ({ chapterId }) => ({
      data: {
        chapter: {
          __typename: 'Chapter' as const,
          id: chapterId,
          number: Number(chapterId.slice(1)),
          title: chapterId,
          content: `text of ${chapterId}`,
          locked: false,
          coinsRequired: paid.includes(chapterId) ? 20 : 0,
          previousChapterId: null,
          nextChapterId: null,
        },
      },
    }),
    { delayMs },
  );

const stored = async () => [...(await listChapterIds(testUser.id, 'b1'))].sort();

function renderDownload(mocks: ReturnType<typeof mockEvery>['mock'][]) {
  return renderWithProviders(<OfflineDownload bookId="b1" title="A book" coverImage={null} />, { mocks, language: 'en-US' });
}

async function startDownloadingAll() {
  await screen.findByText(/can be downloaded/);
  fireEvent.click(screen.getByRole('button', { name: 'Download all' }));
}

describe('OfflineDownload', () => {
  beforeEach(async () => {
    await deleteOfflineDb();
    localStorage.setItem('user', JSON.stringify(testUser));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    localStorage.clear();
    await deleteOfflineDb();
  });

  it('downloads a paid chapter the reader bought and has not read in yet, and no paid chapter they did not buy', async () => {
    const texts = chapterTexts({ paid: ['c11', 'c12'] });
    renderDownload([chapterList([chapterItem(1), chapterItem(11, { coins: 20, purchased: true }), chapterItem(12, { coins: 20 })]).mock, texts.mock]);
    await startDownloadingAll();
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Every chapter you can download is downloaded'));
    expect(texts.calls.map((call) => call.variables.chapterId)).toEqual(['c1', 'c11']);
    expect(await stored()).toEqual(['c1', 'c11']);
    expect(screen.getByText('Paid chapters are downloaded only once you have unlocked them.')).toBeTruthy();
  });

  it('stores nothing that arrives after Cancel, and says the download was cancelled, not done', async () => {
    const texts = chapterTexts({ delayMs: 50 });
    const { showToast } = renderDownload([chapterList([1, 2, 3, 4].map((number) => chapterItem(number))).mock, texts.mock]);
    await startDownloadingAll();
    await vi.waitFor(() => expect(texts.calls).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull());
    expect(await stored()).toEqual(['c1']);
    expect(texts.calls).toHaveLength(2);
    expect(showToast.mock.calls).toEqual([['Download cancelled. The chapters already downloaded are kept.', { tone: 'info' }]]);
  });

  it('stops storing once the reader is signed out in another tab', async () => {
    const texts = chapterTexts({ delayMs: 40 });
    renderDownload([chapterList([1, 2, 3, 4].map((number) => chapterItem(number))).mock, texts.mock]);
    await startDownloadingAll();
    await vi.waitFor(() => expect(texts.calls).toHaveLength(2));
    // The other tab's sign-out: the stored user first, then the reader's downloads.
    localStorage.removeItem('user');
    await offlineDb.clearOfflineUser(testUser.id);
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull());
    expect(await stored()).toEqual([]);
  });

  it('downloads on a device that could not keep the signed-in reader\'s record (storage full)', async () => {
    localStorage.removeItem('user');
    const texts = chapterTexts();
    renderDownload([chapterList([chapterItem(1), chapterItem(2)]).mock, texts.mock]);
    await startDownloadingAll();
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Every chapter you can download is downloaded'));
    expect(await stored()).toEqual(['c1', 'c2']);
  });

  it("says the device's storage is full when it refuses the download", async () => {
    const texts = chapterTexts();
    vi.spyOn(offlineDb, 'openOfflineDb').mockRejectedValue(new DOMException('no room', 'QuotaExceededError'));
    renderDownload([chapterList([chapterItem(1), chapterItem(2)]).mock, texts.mock]);
    await startDownloadingAll();
    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('This device has no room left for the download. Remove other downloads and try again.'),
    );
  });

  it('says so when removing the download fails', async () => {
    const texts = chapterTexts();
    const { showToast } = renderDownload([chapterList([chapterItem(1)]).mock, texts.mock]);
    await startDownloadingAll();
    const remove = await screen.findByRole('button', { name: 'Remove download' });
    vi.spyOn(offlineDb, 'openOfflineDb').mockRejectedValue(new DOMException('broken', 'UnknownError'));
    showToast.mockClear();
    fireEvent.click(remove);
    await vi.waitFor(() => expect(showToast).toHaveBeenCalledWith('Could not remove the download. Please try again.', { tone: 'error' }));
    expect(showToast).toHaveBeenCalledTimes(1);
  });

  describe("keeps the keyboard's place", () => {
    it('on the button pressed to download all: it is Cancel while downloading, then Download all (unavailable) again', async () => {
      const texts = chapterTexts({ delayMs: 20 });
      renderDownload([chapterList([chapterItem(1), chapterItem(2)]).mock, texts.mock]);
      await screen.findByText(/can be downloaded/);
      const button = screen.getByRole('button', { name: 'Download all' });
      button.focus();
      fireEvent.click(button);
      expect(focusedElement()).toBe(screen.getByRole('button', { name: 'Cancel' }));
      await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Every chapter you can download is downloaded'));
      expect(focusedElement()).toBe(screen.getByRole('button', { name: 'Download all' }));
      expect(button.getAttribute('aria-disabled')).toBe('true');
      fireEvent.click(button);
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(texts.calls).toHaveLength(2);
    });

    it('on Cancel once "Download the next N" is pressed and goes away', async () => {
      const texts = chapterTexts({ delayMs: 20 });
      renderDownload([chapterList(Array.from({ length: 12 }, (_, index) => chapterItem(index + 1))).mock, texts.mock]);
      await screen.findByText(/can be downloaded/);
      const next = screen.getByRole('button', { name: 'Download the next 10 chapters' });
      next.focus();
      fireEvent.click(next);
      await vi.waitFor(() => expect(focusedElement()).toBe(screen.getByRole('button', { name: 'Cancel' })));
      await vi.waitFor(() => expect(texts.calls).toHaveLength(10));
      await screen.findByText(/^2 chapters can be downloaded/);
    });

    it("on the card's heading once Remove download is pressed and goes away", async () => {
      const texts = chapterTexts();
      renderDownload([chapterList([chapterItem(1)]).mock, texts.mock]);
      await startDownloadingAll();
      const remove = await screen.findByRole('button', { name: 'Remove download' });
      remove.focus();
      fireEvent.click(remove);
      await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Remove download' })).toBeNull());
      expect(focusedElement()).toBe(screen.getByRole('heading', { name: 'Download for offline' }));
    });
  });
});
