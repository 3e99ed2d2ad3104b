import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeFragmentData } from '@/__generated__';
import {
  RecordAchievementDocument,
  WithdrawDocument,
  type RecordAchievementMutation,
  type WithdrawMutation,
} from '@/__generated__/graphql';
import { mockEvery, type OperationAnswer } from '@/shared/testing/mock-operation';
import { renderWithProviders } from '@/shared/testing/render';
import { WithdrawCard, WithdrawCardFragment } from './withdraw-card';
import { WithdrawDialog } from './withdraw-dialog';
import { withdrawView, type WithdrawData } from './withdraw-standing';
import { focusedElement } from '@/shared/testing/focus';

/** Withdrawal (spec section 4, "Withdraw dialog"): only with enough coins; the max level goes to /withdraw. */

function data({ coins, required = 1000, isMaxLevel = false }: { coins: number; required?: number; isMaxLevel?: boolean }): WithdrawData {
  return {
    config: { requiredCoins: required },
    progress: {
      userCoins: coins,
      requiredCoins: required,
      progressPercentage: Math.min(100, Math.floor((coins / required) * 100)),
      canWithdraw: coins >= required,
      remainingCoins: Math.max(0, required - coins),
    },
    standing: {
      userCoins: coins,
      currentLevel: 1,
      targetLevel: 1,
      isMaxLevel,
      target: { level: 1, name: '初级提现', nameEn: 'Basic Withdrawal', amount: required },
    },
  };
}

function setup(withdrawData: WithdrawData, { failWithdraw = false, failAchievement = false, refusalCode = undefined as string | undefined } = {}) {
  const withdraw = mockEvery(WithdrawDocument, (variables): OperationAnswer<WithdrawMutation> =>
    failWithdraw
      ? { errors: [{ message: 'Withdrawal failed', ...(refusalCode ? { extensions: { code: 'CONFLICT', reason: refusalCode } } : {}) }] }
      : {
          data: {
            __typename: 'Mutation',
            withdraw: {
              __typename: 'WithdrawPayload',
              targetLevel: variables.targetLevel,
              amount: variables.amount,
              nextLevel: 2,
              isMaxLevel: false,
              user: { __typename: 'User', id: '1', coins: 0 },
            },
          },
        },
  );
  const achievement = mockEvery(RecordAchievementDocument, (variables): OperationAnswer<RecordAchievementMutation> =>
    failAchievement
      ? { errors: [{ message: 'The API cannot be reached', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] }
      : {
          data: {
            __typename: 'Mutation',
            recordAchievement: {
              __typename: 'AchievementPayload',
              targetLevel: variables.targetLevel,
              achievedAt: '2026-11-21T08:00:00.000Z',
              newlyAchieved: true,
            },
          },
        },
  );
  const onWithdrawn = vi.fn(async () => undefined);
  const view = withdrawView(withdrawData, 0, 'zh-CN');
  const rendered = renderWithProviders(<WithdrawDialog open onClose={vi.fn()} view={view} onWithdrawn={onWithdrawn} />, {
    mocks: [withdraw.mock, achievement.mock],
    route: '/tasks',
  });
  return { ...rendered, withdrawCalls: withdraw.calls, achievementCalls: achievement.calls, onWithdrawn };
}

const path = () => screen.getByTestId('current-path').textContent;

describe('WithdrawDialog', () => {
  it('withdraws the target amount when the balance reaches it, records the achievement and refreshes', async () => {
    const { withdrawCalls, achievementCalls, onWithdrawn, showToast } = setup(data({ coins: 1200 }));
    expect(screen.queryByText('已达到目标，可以提现')).not.toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提现 1000 金币' }));
    });
    await vi.waitFor(() => expect(onWithdrawn).toHaveBeenCalledTimes(1));
    expect(withdrawCalls.map((call) => call.variables)).toEqual([{ targetLevel: 1, amount: 1000 }]);
    expect(achievementCalls.map((call) => call.variables)).toEqual([{ targetLevel: 1 }]);
    expect(showToast).toHaveBeenCalledWith('已提交 1000 金币的提现', { tone: 'success' });
  });

  it('says the withdrawal went through inside the dialog too, and keeps the focus on its button', async () => {
    setup(data({ coins: 1200 }));
    const button = screen.getByRole('button', { name: '提现 1000 金币' });
    button.focus();
    act(() => {
      fireEvent.click(button);
    });
    // While the withdrawal runs, the button says so and cannot be pressed again, but keeps the focus.
    expect(button.textContent).toBe('提现中…');
    expect(focusedElement()).toBe(button);
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('已提交 1000 金币的提现'));
    expect(focusedElement()).toBe(button);
  });

  it('asks to earn more coins, without asking the server, when the balance is short', async () => {
    const { withdrawCalls } = setup(data({ coins: 400 }));
    expect(screen.queryByText('还差 600 金币')).not.toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提现 1000 金币' }));
    });
    expect(screen.getByRole('status').textContent).toBe('金币不足：再赚 600 金币即可提现，快去签到和阅读吧');
    expect(withdrawCalls).toHaveLength(0);
  });

  it('names one shortfall in the standing and in the message: rounded up, never under what is missing', async () => {
    setup(data({ coins: 1, required: 10_000_000 }));
    expect(screen.queryByText('还差 10.0M 金币')).not.toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提现 10.0M 金币' }));
    });
    expect(screen.getByRole('status').textContent).toBe('金币不足：再赚 10.0M 金币即可提现，快去签到和阅读吧');
  });

  it('at the max level goes to /withdraw instead', async () => {
    const { withdrawCalls } = setup(data({ coins: 5000, isMaxLevel: true }));
    expect(screen.queryByText('所有提现目标已完成')).not.toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '前往提现' }));
    });
    expect(path()).toBe('/withdraw');
    expect(withdrawCalls).toHaveLength(0);
  });

  it('reports a withdrawal that went through as done, and refreshes, even when its achievement was not recorded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { onWithdrawn, withdrawCalls, achievementCalls } = setup(data({ coins: 1200 }), { failAchievement: true });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提现 1000 金币' }));
    });
    await vi.waitFor(() => expect(onWithdrawn).toHaveBeenCalledTimes(1));
    expect(withdrawCalls).toHaveLength(1);
    expect(achievementCalls).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not call a withdrawal that went through failed when the refresh after it fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { onWithdrawn } = setup(data({ coins: 1200 }));
    onWithdrawn.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提现 1000 金币' }));
    });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Could not refresh after the withdrawal', expect.any(TypeError)));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the withdrawal failed, records no achievement, and reads the target again (the screen may be out of date)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { onWithdrawn, achievementCalls } = setup(data({ coins: 1200 }), { failWithdraw: true });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提现 1000 金币' }));
    });
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('提现失败，请重试'));
    expect(achievementCalls).toHaveLength(0);
    expect(onWithdrawn).toHaveBeenCalledTimes(1);
  });

  it('names a target the server has moved past (withdrawn in another tab), and reads the target again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { onWithdrawn } = setup(data({ coins: 1200 }), { failWithdraw: true, refusalCode: 'WRONG_TARGET_LEVEL' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提现 1000 金币' }));
    });
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('该提现目标已完成，下面是你当前的目标'));
    expect(onWithdrawn).toHaveBeenCalledTimes(1);
  });

  it('says why when the coins no longer reach the target (spent elsewhere)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setup(data({ coins: 1200 }), { failWithdraw: true, refusalCode: 'TARGET_NOT_REACHED' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提现 1000 金币' }));
    });
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('尚未达到该提现目标'));
  });
});

describe('WithdrawCard', () => {
  const card = (withdrawData: WithdrawData | null) =>
    renderWithProviders(
      <WithdrawCard
        query={
          withdrawData &&
          makeFragmentData(
            {
              withdrawConfig: { __typename: 'WithdrawConfig', ...withdrawData.config! },
              withdrawProgress: { __typename: 'WithdrawProgress', ...withdrawData.progress! },
              withdrawStanding: {
                __typename: 'WithdrawStanding',
                ...withdrawData.standing!,
                target: { __typename: 'WithdrawTarget', ...withdrawData.standing!.target },
              },
            },
            WithdrawCardFragment,
          )
        }
        onWithdrawn={vi.fn(async () => undefined)}
      />,
      { route: '/tasks' },
    );

  it('opens the dialog below the max level', async () => {
    card(data({ coins: 10 }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '查看提现进度' }));
    });
    expect(screen.queryByRole('heading', { name: '提现进度' })).not.toBeNull();
    expect(path()).toBe('/tasks');
  });

  it('shows how far the reader is from the target before anything is tapped', () => {
    card(data({ coins: 54, required: 10_000_000 }));
    const standing = screen.getByTestId('withdraw-standing');
    // 9,999,946 missing: rounded up, where the balance's display rounds down.
    expect(standing.textContent).toContain('还差 10.0M 金币');
    const bar = screen.getByRole('progressbar', { name: '提现进度' });
    expect(bar.getAttribute('aria-valuetext')).toBe('54 / 10,000,000 金币');
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
  });

  it('says the target is reached when it is', () => {
    card(data({ coins: 1200 }));
    expect(screen.getByTestId('withdraw-standing').textContent).toContain('已达到目标，可以提现');
    expect(screen.getByRole('progressbar', { name: '提现进度' }).getAttribute('aria-valuenow')).toBe('100');
  });

  it('goes straight to /withdraw at the max level', async () => {
    card(data({ coins: 10, isMaxLevel: true }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '前往提现' }));
    });
    expect(path()).toBe('/withdraw');
  });

  it('falls back to the spec defaults before the server answers (10,000,000 coins, 初级提现)', async () => {
    card(null);
    expect(screen.queryByText('初级提现')).not.toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '查看提现进度' }));
    });
    expect(screen.queryByText('所需金币：10.0M')).not.toBeNull();
  });
});
