import type { Language } from '@/shared/i18n/languages';
import { formatCoins } from '@/shared/lib/format-coins';

/**
 * What the withdraw dialog shows, with the fallbacks of spec section 8 when the server could not
 * answer: requiredCoins 10,000,000 without a config; 0 coins, 0 % and no withdrawal without
 * progress; the local balance, level 1, '初级提现' and the config amount without target info.
 */
export const DEFAULT_REQUIRED_COINS = 10_000_000;
export const DEFAULT_TARGET_LEVEL = 1;
export const DEFAULT_TARGET_NAME = '初级提现';
export const DEFAULT_TARGET_NAME_EN = 'Basic Withdrawal';

export interface WithdrawTargetData {
  level: number;
  name: string;
  nameEn: string;
  amount: number;
}

export interface WithdrawData {
  config: { requiredCoins: number } | null;
  progress: { userCoins: number; requiredCoins: number; progressPercentage: number; canWithdraw: boolean; remainingCoins: number } | null;
  standing: { userCoins: number; currentLevel: number; targetLevel: number; isMaxLevel: boolean; target: WithdrawTargetData } | null;
}

export interface WithdrawView {
  userCoins: number;
  requiredCoins: number;
  /** 0-100, whole; 100 only once the target is reached. */
  progressPercentage: number;
  canWithdraw: boolean;
  remainingCoins: number;
  level: number;
  targetLevel: number;
  targetName: string;
  /** The amount a withdrawal takes (the current target). */
  amount: number;
  isMaxLevel: boolean;
}

export function withdrawView({ config, progress, standing }: WithdrawData, localCoins: number, language: Language): WithdrawView {
  const requiredByConfig = config?.requiredCoins ?? DEFAULT_REQUIRED_COINS;
  const target: WithdrawTargetData = standing?.target ?? {
    level: DEFAULT_TARGET_LEVEL,
    name: DEFAULT_TARGET_NAME,
    nameEn: DEFAULT_TARGET_NAME_EN,
    amount: requiredByConfig,
  };
  const progressView = progress ?? {
    userCoins: 0,
    requiredCoins: requiredByConfig,
    progressPercentage: 0,
    canWithdraw: false,
    remainingCoins: requiredByConfig,
  };
  const reached = progressView.remainingCoins <= 0;
  return {
    userCoins: standing?.userCoins ?? localCoins,
    requiredCoins: progressView.requiredCoins,
    // Whole percents, rounded down: neither the bar nor "100%" says the target is reached before it is.
    progressPercentage: reached ? Math.min(100, Math.max(0, progressView.progressPercentage)) : Math.min(99, Math.max(0, Math.floor(progressView.progressPercentage))),
    canWithdraw: progressView.canWithdraw && !(standing?.isMaxLevel ?? false),
    remainingCoins: Math.max(0, progressView.remainingCoins),
    level: standing?.currentLevel ?? target.level,
    targetLevel: standing?.targetLevel ?? target.level,
    targetName: language === 'en-US' ? target.nameEn : target.name,
    amount: target.amount,
    isMaxLevel: standing?.isMaxLevel ?? false,
  };
}

/**
 * The coins still missing, as the coin display writes amounts (K and M with one decimal), rounded
 * up where the display rounds down: 19,999,995 missing reads "20.0M", never less than it is.
 */
export function formatRemainingCoins(coins: number): string {
  const step = coins >= 1_000_000 ? 100_000 : coins >= 10_000 ? 100 : 1;
  return formatCoins(Math.ceil(coins / step) * step);
}
