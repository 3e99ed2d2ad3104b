import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createPreloadScheduler,
  HOME_RETURN_PRELOAD_DELAY_MS,
  PRELOAD_RUN_LIMIT_MS,
  SCREEN_LOADING_RECHECK_MS,
  tabPreloadDelay,
} from './preload-scheduler';

describe('tabPreloadDelay', () => {
  it('is 1-2 s on arriving at a tab page, spread by the random draw', () => {
    expect(tabPreloadDelay('/', '/favorites', () => 0)).toBe(1000);
    expect(tabPreloadDelay('/favorites', '/tasks', () => 0.5)).toBe(1500);
    expect(tabPreloadDelay('/tasks', '/', () => 0.999)).toBeCloseTo(1999);
    // The first screen of the session, home included.
    expect(tabPreloadDelay(null, '/', () => 0.25)).toBe(1250);
  });

  it('is 3 s on returning home from a page that is no tab', () => {
    expect(tabPreloadDelay('/novel/7', '/', () => 0)).toBe(HOME_RETURN_PRELOAD_DELAY_MS);
    expect(tabPreloadDelay('/novel/7/read', '/', () => 0.9)).toBe(3000);
    // Coming back to another tab from such a page is an ordinary tab arrival.
    expect(tabPreloadDelay('/novel/7', '/favorites', () => 0)).toBe(1000);
  });

  it('preloads nothing on pages that are no tab', () => {
    expect(tabPreloadDelay('/', '/novel/7')).toBeNull();
    expect(tabPreloadDelay('/', '/search')).toBeNull();
    expect(tabPreloadDelay(null, '/settings')).toBeNull();
  });
});

describe('createPreloadScheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A task that stays in flight until `finish` is called. */
  function controlledTask() {
    let finish: () => void = () => undefined;
    const task = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    return { task, finish: () => finish() };
  }

  it('runs the task once its delay has passed, not before', async () => {
    const scheduler = createPreloadScheduler({ isOnline: () => true });
    const task = vi.fn(async () => undefined);
    scheduler.schedule(1500, task);
    await vi.advanceTimersByTimeAsync(1499);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('skips a run that falls due while the previous one is still preloading', async () => {
    const scheduler = createPreloadScheduler({ isOnline: () => true });
    const first = controlledTask();
    scheduler.schedule(1000, first.task);
    await vi.advanceTimersByTimeAsync(1000);
    expect(scheduler.isPreloading()).toBe(true);

    const second = vi.fn(async () => undefined);
    scheduler.schedule(1000, second);
    await vi.advanceTimersByTimeAsync(5000);
    expect(second).not.toHaveBeenCalled();

    // Once the first has finished, the next one runs again.
    first.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(scheduler.isPreloading()).toBe(false);
    scheduler.schedule(1000, second);
    await vi.advanceTimersByTimeAsync(1000);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('a run that never settles stops holding back later ones after its time limit', async () => {
    const scheduler = createPreloadScheduler({ isOnline: () => true });
    scheduler.schedule(0, controlledTask().task);
    await vi.advanceTimersByTimeAsync(PRELOAD_RUN_LIMIT_MS - 1);
    expect(scheduler.isPreloading()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(scheduler.isPreloading()).toBe(false);
    const next = vi.fn(async () => undefined);
    scheduler.schedule(1000, next);
    await vi.advanceTimersByTimeAsync(1000);
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('a failed run ends the in-flight state too', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const scheduler = createPreloadScheduler({ isOnline: () => true });
    scheduler.schedule(0, () => Promise.reject(new Error('network')));
    await vi.advanceTimersByTimeAsync(0);
    expect(scheduler.isPreloading()).toBe(false);
    expect(console.warn).toHaveBeenCalledWith('Preloading failed', expect.any(Error));
  });

  it('a newer schedule replaces the one still waiting, and cancel drops it', async () => {
    const scheduler = createPreloadScheduler({ isOnline: () => true });
    const replaced = vi.fn(async () => undefined);
    const newer = vi.fn(async () => undefined);
    scheduler.schedule(1000, replaced);
    await vi.advanceTimersByTimeAsync(500);
    scheduler.schedule(3000, newer);
    await vi.advanceTimersByTimeAsync(2999);
    expect(replaced).not.toHaveBeenCalled();
    expect(newer).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(newer).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn(async () => undefined);
    scheduler.schedule(1000, cancelled);
    scheduler.cancel();
    await vi.advanceTimersByTimeAsync(5000);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('preloads nothing while offline', async () => {
    let online = false;
    const scheduler = createPreloadScheduler({ isOnline: () => online });
    const task = vi.fn(async () => undefined);
    scheduler.schedule(1000, task);
    await vi.advanceTimersByTimeAsync(5000);
    expect(task).not.toHaveBeenCalled();
    online = true;
    scheduler.schedule(1000, task);
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits while the screen on view has no data yet, then runs', async () => {
    let screenLoading = true;
    const scheduler = createPreloadScheduler({ isOnline: () => true, isScreenLoading: () => screenLoading });
    const task = vi.fn(async () => undefined);
    scheduler.schedule(1000, task);
    await vi.advanceTimersByTimeAsync(1000 + 4 * SCREEN_LOADING_RECHECK_MS);
    expect(task).not.toHaveBeenCalled();
    screenLoading = false;
    await vi.advanceTimersByTimeAsync(SCREEN_LOADING_RECHECK_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
