import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { TaskType, TransactionType } from '@/__generated__/enums';
import { AccountDetailsDocument } from '@/__generated__/graphql';
import { createApolloCache } from '@/app/apollo-cache';
import { mockEvery, refusal } from '@/shared/testing/mock-operation';
import { renderWithProviders } from '@/shared/testing/render';
import AccountDetailsPage, { ACCOUNT_DETAILS_PAGE_SIZE } from './account-details-page';

/** The coin history's infinite scroll (spec section 4): it stops after a failed page, for that list only. */

const observers: Array<{ callback: IntersectionObserverCallback; disconnected: boolean }> = [];

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: { callback: IntersectionObserverCallback; disconnected: boolean };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, disconnected: false };
        observers.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

const row = (id: number, language: string) => ({
  __typename: 'Transaction' as const,
  id: String(id),
  type: TransactionType.ADD,
  taskType: TaskType.DAILY_CHECKIN,
  amount: 30,
  description: `${language} ${id}`,
  createdAt: '2026-11-20T08:00:00.000Z',
});
const fullPage = (language: string) => ({
  data: {
    accountDetails: {
      __typename: 'TransactionPage' as const,
      page: 1,
      pageSize: ACCOUNT_DETAILS_PAGE_SIZE,
      total: 40,
      hasMore: true,
      items: Array.from({ length: ACCOUNT_DETAILS_PAGE_SIZE }, (_, index) => row(100 - index, language)),
    },
  },
});
const live = () => observers.filter((observer) => !observer.disconnected);

describe('AccountDetailsPage', () => {
  it('scrolls on in the list of another language after a page failed in the first', async () => {
    const { mock } = mockEvery(AccountDetailsDocument, (variables) =>
      variables.page === 1 ? fullPage(variables.language) : refusal('UPSTREAM_UNAVAILABLE', 'The API cannot be reached'),
    );
    const { i18n } = renderWithProviders(<AccountDetailsPage />, { mocks: [mock], cache: createApolloCache(), route: '/account-details' });
    await screen.findByText('ZH_CN 100');
    expect(live()).toHaveLength(1);

    // The sentinel comes into view; page 2 fails: the scroll stops.
    await act(async () => {
      live()[0]!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
    await vi.waitFor(() => expect(live()).toHaveLength(0));

    // Another language: its own list, from its first page, with more to come.
    await act(() => i18n.changeLanguage('en-US'));
    await screen.findByText('EN_US 100');
    expect(live()).toHaveLength(1);

    // Back to the first language: its list is asked again from page 1, and scrolls on too.
    await act(() => i18n.changeLanguage('zh-CN'));
    await screen.findByText('ZH_CN 100');
    expect(live()).toHaveLength(1);
  });

  it('offline, says so instead of the failure text, and reads the list again when asked (issue 10)', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onTestFinished(() => offline.mockRestore());
    let failing = true;
    const { mock } = mockEvery(AccountDetailsDocument, (variables) => (failing ? refusal('UPSTREAM_UNAVAILABLE', 'The API cannot be reached') : fullPage(variables.language)));
    renderWithProviders(<AccountDetailsPage />, { mocks: [mock], cache: createApolloCache(), route: '/account-details' });
    expect((await screen.findByRole('alert')).textContent).toBe('当前处于离线状态，此页面需要联网。已下载的章节仍可阅读。');
    failing = false;
    offline.mockReturnValue(true);
    await act(async () => {
      screen.getByRole('button', { name: '重试' }).click();
    });
    await screen.findByText('ZH_CN 100');
  });

  it('online, shows the failure text of spec section 8', async () => {
    const { mock } = mockEvery(AccountDetailsDocument, () => refusal('UPSTREAM_UNAVAILABLE', 'The API cannot be reached'));
    renderWithProviders(<AccountDetailsPage />, { mocks: [mock], cache: createApolloCache(), route: '/account-details' });
    expect((await screen.findByRole('alert')).textContent).toBe('加载账户明细失败');
  });

  it('shows each signed amount in the coin display of spec section 2 (K from 10,000, M from 1,000,000)', async () => {
    const amounts = [
      { type: TransactionType.ADD, amount: 30 },
      { type: TransactionType.SUBTRACT, amount: 12_345 },
      { type: TransactionType.SUBTRACT, amount: 10_000_000 },
    ];
    const { mock } = mockEvery(AccountDetailsDocument, (variables) => ({
      data: {
        accountDetails: {
          __typename: 'TransactionPage' as const,
          page: 1,
          pageSize: ACCOUNT_DETAILS_PAGE_SIZE,
          total: amounts.length,
          hasMore: false,
          items: amounts.map((amount, index) => ({ ...row(index + 1, variables.language), ...amount })),
        },
      },
    }));
    renderWithProviders(<AccountDetailsPage />, { mocks: [mock], cache: createApolloCache(), route: '/account-details' });
    await screen.findByText('ZH_CN 1');
    const shown = screen.getAllByTestId('transaction-row').map((item) => item.querySelector('[data-tone]')?.lastChild?.textContent);
    expect(shown).toEqual(['+30', '-12.3K', '-10.0M']);
    // The kind of each movement is said to screen readers before it, in Chinese punctuation.
    expect(screen.getByText('ZH_CN 1').textContent).toBe('签到：ZH_CN 1');
  });
});
