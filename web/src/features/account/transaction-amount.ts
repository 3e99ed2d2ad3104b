import type { TransactionType } from '@/__generated__/graphql';

/**
 * How a ledger row's amount reads (spec section 2, account details): a credit (ADD) is '+' in
 * yellow, anything else is a debit, '-' in red. Both colours keep 4.5:1 contrast on white.
 */
export type AmountTone = 'credit' | 'debit';

export const amountColors: Record<AmountTone, string> = {
  credit: '#8a5a00',
  debit: '#b42318',
};

export function amountTone(type: TransactionType): AmountTone {
  return type === 'ADD' ? 'credit' : 'debit';
}

export function amountSign(type: TransactionType): '+' | '-' {
  return amountTone(type) === 'credit' ? '+' : '-';
}

/** e.g. '+30' or '-15'; the amount is shown as a magnitude whatever sign the server stored. */
export function signedAmount(type: TransactionType, amount: number, format: (value: number) => string = String): string {
  return `${amountSign(type)}${format(Math.abs(amount))}`;
}

/** WCAG relative luminance contrast between two #rrggbb colours. */
export function contrastRatio(foreground: string, background: string): number {
  const luminance = (hex: string) => {
    const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
    const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
