import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('yieldToMain', () => {
  it('resumes in a later task: a task queued before it runs first, microtasks do not get past it', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('task queued before'), 0);
    const resumed = yieldToMain().then(() => order.push('resumed'));
    await Promise.resolve();
    order.push('microtask');
    await resumed;
    expect(order).toEqual(['microtask', 'task queued before', 'resumed']);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    const timer = vi.spyOn(globalThis, 'setTimeout');
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledOnce();
    expect(timer).not.toHaveBeenCalled();
  });
});
