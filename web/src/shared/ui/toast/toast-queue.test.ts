import { describe, expect, it } from 'vitest';
import { dismissToast, enqueueToast, toastsAfterNavigation, visibleToast, type Toast } from './toast-queue';

const first: Toast = { id: 1, message: 'Login successful', tone: 'success', raisedAt: 1000 };
const second: Toast = { id: 2, message: 'Network error', tone: 'error', raisedAt: 1200 };

describe('toast queue', () => {
  it('shows one toast at a time, in order', () => {
    const queue = enqueueToast(enqueueToast([], first), second);
    expect(visibleToast(queue)).toEqual(first);
    const afterFirst = dismissToast(queue, first.id);
    expect(visibleToast(afterFirst)).toEqual(second);
    expect(visibleToast(dismissToast(afterFirst, second.id))).toBeUndefined();
  });

  it('ignores dismissing an unknown toast', () => {
    expect(dismissToast([first], 99)).toEqual([first]);
  });

  it('drops the toasts about the screen left behind, keeping one raised for the move itself', () => {
    const queue = [first, second];
    // 600 ms after the first toast and 400 ms after the second: the first was about the old screen.
    expect(toastsAfterNavigation(queue, 1600)).toEqual([second]);
    expect(toastsAfterNavigation(queue, 1700)).toEqual([second]);
    expect(toastsAfterNavigation(queue, 1701)).toEqual([]);
    expect(toastsAfterNavigation(queue, 1100)).toBe(queue);
  });
});
