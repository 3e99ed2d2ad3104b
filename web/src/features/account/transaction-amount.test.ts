import { describe, expect, it } from 'vitest';
import { amountColors, amountSign, amountTone, contrastRatio, signedAmount } from './transaction-amount';

describe('transaction amounts', () => {
  it('shows credits with + and debits with -', () => {
    expect(amountSign('ADD')).toBe('+');
    expect(amountSign('SUBTRACT')).toBe('-');
    expect(signedAmount('ADD', 30)).toBe('+30');
    expect(signedAmount('SUBTRACT', 15)).toBe('-15');
  });

  it('never doubles a sign the server may have stored', () => {
    expect(signedAmount('SUBTRACT', -15)).toBe('-15');
    expect(signedAmount('ADD', -5)).toBe('+5');
  });

  it('formats the magnitude with the given formatter', () => {
    expect(signedAmount('SUBTRACT', 10_000_000, (value) => value.toLocaleString('en-US'))).toBe('-10,000,000');
  });

  it('colours credits yellow and debits red', () => {
    expect(amountTone('ADD')).toBe('credit');
    expect(amountTone('SUBTRACT')).toBe('debit');
    const [r, g, b] = [1, 3, 5].map((start) => parseInt(amountColors.credit.slice(start, start + 2), 16));
    // A yellow-brown: red and green well above blue.
    expect(r).toBeGreaterThan(b! + 80);
    expect(g).toBeGreaterThan(b!);
    const [dr, dg] = [1, 3].map((start) => parseInt(amountColors.debit.slice(start, start + 2), 16));
    expect(dr).toBeGreaterThan(dg! * 3);
  });

  it('keeps both colours at AA contrast (4.5:1) on the white card', () => {
    expect(contrastRatio(amountColors.credit, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(amountColors.debit, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
  });
});
