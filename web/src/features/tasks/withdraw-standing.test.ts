import { describe, expect, it } from 'vitest';
import { formatRemainingCoins, withdrawView, type WithdrawData } from './withdraw-standing';

const target = { level: 2, name: '中级提现', nameEn: 'Intermediate Withdrawal', amount: 20_000_000 };

const full: WithdrawData = {
  config: { requiredCoins: 10_000_000 },
  progress: { userCoins: 5_000_000, requiredCoins: 20_000_000, progressPercentage: 25, canWithdraw: false, remainingCoins: 15_000_000 },
  standing: { userCoins: 5_000_000, currentLevel: 2, targetLevel: 2, isMaxLevel: false, target },
};

describe('withdrawView', () => {
  it('shows the server answers, the target name in the current language', () => {
    expect(withdrawView(full, 123, 'zh-CN')).toEqual({
      userCoins: 5_000_000,
      requiredCoins: 20_000_000,
      progressPercentage: 25,
      canWithdraw: false,
      remainingCoins: 15_000_000,
      level: 2,
      targetLevel: 2,
      targetName: '中级提现',
      amount: 20_000_000,
      isMaxLevel: false,
    });
    expect(withdrawView(full, 123, 'en-US').targetName).toBe('Intermediate Withdrawal');
  });

  it('falls back to 0 coins, 0 % and no withdrawal without progress', () => {
    const view = withdrawView({ ...full, progress: null }, 123, 'zh-CN');
    expect(view).toMatchObject({ progressPercentage: 0, canWithdraw: false, requiredCoins: 10_000_000 });
  });

  it('falls back to the local balance, level 1, 初级提现 and the config amount without target info', () => {
    const view = withdrawView({ config: { requiredCoins: 5000 }, progress: null, standing: null }, 123, 'zh-CN');
    expect(view).toMatchObject({ userCoins: 123, level: 1, targetLevel: 1, targetName: '初级提现', amount: 5000, isMaxLevel: false });
    expect(withdrawView({ config: null, progress: null, standing: null }, 7, 'en-US')).toMatchObject({
      userCoins: 7,
      requiredCoins: 10_000_000,
      amount: 10_000_000,
      targetName: 'Basic Withdrawal',
      progressPercentage: 0,
      canWithdraw: false,
    });
  });

  it('never offers a withdrawal at the max level', () => {
    const max = withdrawView(
      { ...full, progress: { ...full.progress!, canWithdraw: true }, standing: { ...full.standing!, isMaxLevel: true } },
      0,
      'zh-CN',
    );
    expect(max).toMatchObject({ isMaxLevel: true, canWithdraw: false });
  });

  it('keeps the percentage within 0-100', () => {
    expect(withdrawView({ ...full, progress: { ...full.progress!, progressPercentage: 130, remainingCoins: 0 } }, 0, 'zh-CN').progressPercentage).toBe(100);
  });

  it('shows whole percents rounded down, never 100 while coins are still missing', () => {
    const at = (progressPercentage: number, remainingCoins: number) =>
      withdrawView({ ...full, progress: { ...full.progress!, progressPercentage, remainingCoins } }, 0, 'zh-CN').progressPercentage;
    expect(at(99.99, 1000)).toBe(99);
    expect(at(100, 1)).toBe(99);
    expect(at(12.35, 15_000_000)).toBe(12);
    expect(at(100, 0)).toBe(100);
  });
});

describe('formatRemainingCoins', () => {
  it('rounds the shortfall up where the coin display rounds down, so it never reads less than it is', () => {
    expect(formatRemainingCoins(19_999_995)).toBe('20.0M');
    expect(formatRemainingCoins(15_000_000)).toBe('15.0M');
    expect(formatRemainingCoins(15_000_001)).toBe('15.1M');
    expect(formatRemainingCoins(999_950)).toBe('1.0M');
    expect(formatRemainingCoins(12_301)).toBe('12.4K');
    expect(formatRemainingCoins(9_999)).toBe('9999');
  });
});
