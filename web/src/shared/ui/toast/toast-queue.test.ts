import { describe, expect, it } from 'vitest';
import { dismissToast, enqueueToast, visibleToast, type Toast } from './toast-queue';

const first: Toast = { id: 1, message: 'Login successful', tone: 'success' };
const second: Toast = { id: 2, message: 'Network error', tone: 'error' };

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
});
