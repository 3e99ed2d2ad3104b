/**
 * Compact coin display (spec section 2, "Coin display"): from 1,000,000 with M, from 10,000 with K,
 * one decimal in both, otherwise the plain integer. The decimal is cut, not rounded, so a balance
 * never looks larger than it is (999,999 shows 999.9K rather than 1000.0K).
 */
export function formatCoins(coins: number): string {
  if (!Number.isFinite(coins)) return '0';
  const sign = coins < 0 ? '-' : '';
  const amount = Math.trunc(Math.abs(coins));
  if (amount >= 1_000_000) return `${sign}${oneDecimal(amount / 1_000_000)}M`;
  if (amount >= 10_000) return `${sign}${oneDecimal(amount / 1_000)}K`;
  return `${sign}${amount}`;
}

function oneDecimal(value: number): string {
  // Work in tenths with an epsilon so 1.2 (stored as 1.19999...) does not drop to 1.1.
  return (Math.floor(value * 10 + 1e-9) / 10).toFixed(1);
}
