import { gql } from '@apollo/client';
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeFragmentData } from '@/__generated__';
import { ErrorCode } from '@/__generated__/enums';
import { CheckInDocument, type CheckInMutation } from '@/__generated__/graphql';
import { createApolloCache } from '@/app/apollo-cache';
import { mockEvery, refusal, type OperationAnswer } from '@/shared/testing/mock-operation';
import { renderWithProviders } from '@/shared/testing/render';
import { CheckInCard, CheckInCardFragment } from './check-in-card';

/** The daily check-in (spec sections 4, 5 and 9): +30 coins once a period, refused locally before nextCheckinTime. */

/** The balance as every screen reads it: the normalized user's coins. */
const BalanceFragment = gql`
  fragment Balance on User {
    id
    coins
  }
`;

const now = Date.parse('2026-11-21T08:00:00.000Z');
const later = (ms: number) => new Date(now + ms).toISOString();

function checkedIn(coins: number): OperationAnswer<CheckInMutation> {
  return {
    data: {
      __typename: 'Mutation',
      checkIn: {
        __typename: 'CheckInPayload',
        coinsAwarded: 30,
        message: '签到成功，获得 30 金币',
        status: { __typename: 'CheckinStatus', nextCheckinTime: later(24 * 3600_000), reward: 30 },
        user: { __typename: 'User', id: '1', coins },
      },
    },
  };
}

function setup({ nextCheckinTime = null as string | null, respond = () => checkedIn(150), clockOffset = 0 } = {}) {
  const cache = createApolloCache();
  // The signed-in reader's balance, as the user menu reads it.
  const userId = cache.identify({ __typename: 'User', id: '1' });
  cache.writeFragment({ id: userId, fragment: BalanceFragment, data: { __typename: 'User', id: '1', coins: 120 } });
  const { mock, calls } = mockEvery(CheckInDocument, () => respond());
  const onStale = vi.fn();
  const status = makeFragmentData({ __typename: 'CheckinStatus', nextCheckinTime, reward: 30 }, CheckInCardFragment);
  const view = renderWithProviders(<CheckInCard status={status} reward={null} periodHours={24} clockOffset={clockOffset} onStale={onStale} />, {
    mocks: [mock],
    cache,
  });
  const balance = () => cache.readFragment<{ coins: number }>({ id: userId, fragment: BalanceFragment })?.coins;
  return { ...view, calls, onStale, balance };
}

const button = () => screen.getByRole('button');
/** Lets the mocked server answer (its answers arrive on a timer). */
const answered = () => act(() => vi.advanceTimersByTimeAsync(10));

beforeEach(() => {
  vi.useFakeTimers({ now, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});

describe('CheckInCard', () => {
  it('checks in, says what the server said, and the balance everywhere follows', async () => {
    const { calls, showToast, balance, onStale } = setup();
    expect(button().textContent).toBe('签到 +30');
    fireEvent.click(button());
    await answered();
    expect(calls.map((call) => call.variables)).toEqual([{ language: 'ZH_CN' }]);
    expect(showToast).toHaveBeenCalledWith('签到成功，获得 30 金币', { tone: 'success' });
    // The answer's `user { id coins }` updates the normalized user the balance is read from.
    expect(balance()).toBe(150);
    // The withdraw card's standing moved with the coins: the screen reads it again.
    expect(onStale).toHaveBeenCalledTimes(1);
  });

  it('is refused locally, without asking the server, while nextCheckinTime is ahead', async () => {
    const { calls, showToast } = setup({ nextCheckinTime: later(5 * 3600_000) });
    expect(button().textContent).toBe('已签到');
    expect(button().getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByText(/下次签到：/)).not.toBeNull();
    fireEvent.click(button());
    await answered();
    expect(calls).toHaveLength(0);
    expect(showToast).toHaveBeenCalledWith('已经签到过了，请稍后再来', { tone: 'info' });
  });

  it('opens again once the current time passes nextCheckinTime', async () => {
    setup({ nextCheckinTime: later(60_000) });
    expect(button().getAttribute('aria-disabled')).toBe('true');
    await act(() => vi.advanceTimersByTimeAsync(59_900));
    // Coming back to the tab looks at the clock again: a moment early is still too early.
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(button().getAttribute('aria-disabled')).toBe('true');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(button().getAttribute('aria-disabled')).toBe('false');
    expect(button().textContent).toBe('签到 +30');
  });

  describe("on a device whose clock is off, by the server's clock", () => {
    it('opens when the server says the time has come, though the device is two hours behind', async () => {
      // The server's now is 2 h past the device's; its next check-in opened a minute ago.
      const { calls } = setup({ nextCheckinTime: later(2 * 3600_000 - 60_000), clockOffset: 2 * 3600_000 });
      expect(button().getAttribute('aria-disabled')).toBe('false');
      fireEvent.click(button());
      await answered();
      expect(calls).toHaveLength(1);
    });

    it('stays closed until the server says so, though the device is two hours ahead', async () => {
      const { calls } = setup({ nextCheckinTime: later(-2 * 3600_000 + 60_000), clockOffset: -2 * 3600_000 });
      expect(button().getAttribute('aria-disabled')).toBe('true');
      fireEvent.click(button());
      await answered();
      expect(calls).toHaveLength(0);
      await act(() => vi.advanceTimersByTimeAsync(60_100));
      expect(button().getAttribute('aria-disabled')).toBe('false');
    });
  });

  it('when the server says it was already done, says so and refreshes the status', async () => {
    const { showToast, onStale, balance } = setup({ respond: () => refusal(ErrorCode.ALREADY_CHECKED_IN) });
    fireEvent.click(button());
    await answered();
    expect(showToast).toHaveBeenCalledWith('已经签到过了，请稍后再来', { tone: 'info' });
    expect(onStale).toHaveBeenCalledTimes(1);
    expect(balance()).toBe(120);
  });

  it('shows a failure as an error', async () => {
    const { showToast } = setup({ respond: () => ({ errors: [{ message: '' }] }) });
    fireEvent.click(button());
    await answered();
    expect(showToast).toHaveBeenCalledWith('签到失败', { tone: 'error' });
  });
});
