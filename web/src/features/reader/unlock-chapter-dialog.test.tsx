import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@/__generated__/enums';
import { UnlockChapterDocument, type UnlockChapterMutation } from '@/__generated__/graphql';
import { mockEvery, refusal, type OperationAnswer } from '@/shared/testing/mock-operation';
import { renderWithProviders, testUser } from '@/shared/testing/render';
import { ChapterView, type DisplayedChapter } from './chapter-view';
import { defaultReadingSettings } from './reading-settings';
import { chapterUnlocked } from './start-reading-answer.fixture';
import { UnlockChapterDialog } from './unlock-chapter-dialog';
import type { OpeningPhase } from './use-chapter-opening';

/** A paid chapter (spec section 4): the price and the balance first, a purchase only on yes. */

describe('UnlockChapterDialog', () => {
  const dialog = (phase: OpeningPhase, errorText: string | null = null) => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(
      <UnlockChapterDialog open price={30} balance={12} phase={phase} errorText={errorText} onConfirm={onConfirm} onCancel={onCancel} />,
    );
    return { onConfirm, onCancel };
  };

  it('shows the price and the balance, and buys only on confirmation', () => {
    const { onConfirm, onCancel } = dialog('pending');
    expect(screen.queryByText('本章需要 30 金币。')).not.toBeNull();
    expect(screen.queryByText('你的余额：12 金币')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '暂不解锁' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '花 30 金币解锁' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('says "1 coin" in English, and every other balance in the plural', () => {
    for (const [balance, text] of [[1, 'Your balance: 1 coin'], [0, 'Your balance: 0 coins'], [12_345, 'Your balance: 12.3K coins']] as const) {
      const { unmount } = renderWithProviders(
        <UnlockChapterDialog open price={30} balance={balance} phase="pending" errorText={null} onConfirm={vi.fn()} onCancel={vi.fn()} />,
        { language: 'en-US' },
      );
      expect(screen.queryByText(text)).not.toBeNull();
      unmount();
    }
  });

  it('says a price of 1 coin in the singular in English, every other price in the plural', () => {
    for (const [price, sentence, button] of [
      [1, 'This chapter costs 1 coin.', 'Unlock for 1 coin'],
      [30, 'This chapter costs 30 coins.', 'Unlock for 30 coins'],
    ] as const) {
      const { unmount } = renderWithProviders(
        <UnlockChapterDialog open price={price} balance={100} phase="pending" errorText={null} onConfirm={vi.fn()} onCancel={vi.fn()} />,
        { language: 'en-US' },
      );
      expect(screen.queryByText(sentence)).not.toBeNull();
      expect(screen.queryByRole('button', { name: button })).not.toBeNull();
      unmount();
    }
  });

  it('with too few coins says so and links to the tasks', () => {
    dialog('insufficient');
    expect(screen.getByRole('alert').textContent).toContain('金币不足：需要 30 金币，当前 12 金币。');
    expect(screen.getByRole('link', { name: '去任务中心赚金币' }).getAttribute('href')).toBe('/tasks');
  });

  it('cannot be confirmed twice while the purchase runs', () => {
    dialog('unlocking');
    const confirm = screen.getByRole('button', { name: '正在解锁…' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '暂不解锁' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows why a purchase failed', () => {
    dialog('unlockFailed', '解锁失败，请重试');
    expect(screen.getByRole('alert').textContent).toBe('解锁失败，请重试');
  });
});

describe('ChapterView with a paid chapter', () => {
  const locked: DisplayedChapter = {
    id: 'c11',
    number: 11,
    title: '第11章 风起',
    content: null,
    locked: true,
    coinsRequired: 30,
    previousChapterId: 'c10',
    nextChapterId: 'c12',
    isCompleted: false,
  };

  function view(respond: () => OperationAnswer<UnlockChapterMutation>) {
    const { mock, calls } = mockEvery(UnlockChapterDocument, respond);
    const scrollRef = { current: document.createElement('div') };
    const rendered = renderWithProviders(
      <ChapterView
        bookId="b1"
        chapter={locked}
        settings={defaultReadingSettings}
        scrollRef={scrollRef}
        nextId="c12"
        isMobile={false}
        language="ZH_CN"
      />,
      { mocks: [mock], user: { ...testUser, coins: 120 } },
    );
    return { ...rendered, calls };
  }

  it('asks first, then buys and reports the coins deducted and remaining', async () => {
    const { calls, showToast } = view(() => chapterUnlocked({ deducted: 30, coins: 90 }));
    await act(async () => undefined);
    expect(calls).toHaveLength(0);
    expect(screen.queryByText('你的余额：120 金币')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '花 30 金币解锁' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('解锁成功：扣除 30 金币，剩余 90 金币', { tone: 'success' }));
    expect(calls.map((call) => call.variables)).toEqual([{ bookId: 'b1', chapterId: 'c11' }]);
  });

  it('shows the insufficient-coins message and the way to the tasks', async () => {
    view(() => refusal(ErrorCode.INSUFFICIENT_COINS, 'Not enough coins'));
    fireEvent.click(screen.getByRole('button', { name: '花 30 金币解锁' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('金币不足'));
    expect(screen.getByRole('link', { name: '去任务中心赚金币' })).not.toBeNull();
  });

  it('offers the question again after "not now"', async () => {
    const { calls } = view(() => chapterUnlocked({ deducted: 30, coins: 90 }));
    fireEvent.click(screen.getByRole('button', { name: '暂不解锁' }));
    expect(screen.queryByRole('button', { name: '花 30 金币解锁' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '解锁章节' }));
    expect(screen.queryByRole('button', { name: '花 30 金币解锁' })).not.toBeNull();
    expect(calls).toHaveLength(0);
  });
});
