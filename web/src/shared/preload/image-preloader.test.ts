import { afterEach, describe, expect, it, vi } from 'vitest';
import { createImagePreloader, IMAGE_PRELOAD_CONCURRENCY, IMAGE_PRELOAD_RETRIES, loadImage, type LoadImage } from './image-preloader';

/** A load function whose loads stay open until the test settles them, recording each start. */
function controlledLoads() {
  const started: { url: string; timeoutMs: number }[] = [];
  const open = new Map<string, { resolve: () => void; reject: (error: Error) => void }[]>();
  let active = 0;
  let maxActive = 0;
  const load: LoadImage = (url, timeoutMs) =>
    new Promise<void>((resolve, reject) => {
      started.push({ url, timeoutMs });
      active += 1;
      maxActive = Math.max(maxActive, active);
      const done = () => {
        active -= 1;
      };
      open.set(url, [
        ...(open.get(url) ?? []),
        {
          resolve: () => {
            done();
            resolve();
          },
          reject: (error) => {
            done();
            reject(error);
          },
        },
      ]);
    });
  const take = (url: string) => {
    const pending = open.get(url)?.shift();
    if (!pending) throw new Error(`${url} is not loading`);
    return pending;
  };
  return {
    load,
    started,
    maxActive: () => maxActive,
    succeed: (url: string) => take(url).resolve(),
    fail: (url: string) => take(url).reject(new Error(`${url} failed`)),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createImagePreloader', () => {
  it('loads 3 images at a time', async () => {
    const loads = controlledLoads();
    const preloader = createImagePreloader({ load: loads.load });
    const urls = Array.from({ length: 8 }, (_, index) => `/covers/${index}.jpg`);
    const results = urls.map((url) => preloader.preload(url, 'cover'));
    await settle();
    expect(IMAGE_PRELOAD_CONCURRENCY).toBe(3);
    expect(loads.started.map((entry) => entry.url)).toEqual(urls.slice(0, 3));

    loads.succeed(urls[0]!);
    await settle();
    expect(loads.started).toHaveLength(4);
    for (const url of urls.slice(1)) {
      loads.succeed(url);
      await settle();
    }
    await expect(Promise.all(results)).resolves.toEqual(urls.map(() => true));
    expect(loads.maxActive()).toBe(3);
  });

  it('takes chapter images first, then covers, then avatars, whatever the order they were asked in', async () => {
    const loads = controlledLoads();
    const preloader = createImagePreloader({ load: loads.load });
    // Three loads fill the places, so the rest wait in the queue.
    for (const url of ['busy-1', 'busy-2', 'busy-3']) void preloader.preload(url, 'cover');
    void preloader.preload('avatar', 'avatar');
    void preloader.preload('cover-a', 'cover');
    void preloader.preload('chapter', 'chapterImage');
    void preloader.preload('cover-b', 'cover');
    await settle();
    for (const url of ['busy-1', 'busy-2', 'busy-3']) loads.succeed(url);
    await settle();
    expect(loads.started.slice(3).map((entry) => entry.url)).toEqual(['chapter', 'cover-a', 'cover-b']);
    loads.succeed('chapter');
    await settle();
    expect(loads.started.slice(3).map((entry) => entry.url)).toEqual(['chapter', 'cover-a', 'cover-b', 'avatar']);
  });

  it('gives each kind its time limit: 3 s for chapter images, 2 s for covers and avatars', async () => {
    const loads = controlledLoads();
    const preloader = createImagePreloader({ load: loads.load });
    void preloader.preload('chapter', 'chapterImage');
    void preloader.preload('cover', 'cover');
    void preloader.preload('avatar', 'avatar');
    await settle();
    expect(Object.fromEntries(loads.started.map((entry) => [entry.url, entry.timeoutMs]))).toEqual({
      chapter: 3000,
      cover: 2000,
      avatar: 2000,
    });
  });

  it('tries a failed image twice more, then gives up', async () => {
    const loads = controlledLoads();
    const preloader = createImagePreloader({ load: loads.load });
    const result = preloader.preload('broken', 'cover');
    for (let attempt = 0; attempt <= IMAGE_PRELOAD_RETRIES; attempt += 1) {
      await settle();
      loads.fail('broken');
    }
    await expect(result).resolves.toBe(false);
    expect(loads.started.filter((entry) => entry.url === 'broken')).toHaveLength(3);

    // Asked again later, it is tried anew.
    const again = preloader.preload('broken', 'cover');
    await settle();
    loads.succeed('broken');
    await expect(again).resolves.toBe(true);
  });

  it('a retry that works counts as loaded', async () => {
    const loads = controlledLoads();
    const preloader = createImagePreloader({ load: loads.load });
    const result = preloader.preload('flaky', 'cover');
    await settle();
    loads.fail('flaky');
    await settle();
    loads.succeed('flaky');
    await expect(result).resolves.toBe(true);
    expect(loads.started).toHaveLength(2);
  });

  it('shares one load between requests for the same image', async () => {
    const loads = controlledLoads();
    const preloader = createImagePreloader({ load: loads.load });
    const first = preloader.preload('cover', 'cover');
    const second = preloader.preload('cover', 'cover');
    await settle();
    loads.succeed('cover');
    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
    await expect(preloader.preload('cover', 'cover')).resolves.toBe(true);
    expect(loads.started).toHaveLength(1);
  });
});

describe('loadImage', () => {
  /** What the browser's Image does, driven by the test. */
  class FakeImage {
    static created: FakeImage[] = [];
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    decoding = '';
    src = '';
    constructor() {
      FakeImage.created.push(this);
    }
  }

  afterEach(() => {
    FakeImage.created = [];
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('resolves when the image has loaded and rejects when it fails', async () => {
    vi.stubGlobal('Image', FakeImage);
    const loaded = loadImage('/covers/1.jpg', 2000);
    expect(FakeImage.created[0]!.src).toBe('/covers/1.jpg');
    FakeImage.created[0]!.onload?.();
    await expect(loaded).resolves.toBeUndefined();

    const failed = loadImage('/covers/2.jpg', 2000);
    FakeImage.created[1]!.onerror?.();
    await expect(failed).rejects.toThrow('Could not load /covers/2.jpg');
  });

  it('gives up at the time limit and stops the download', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('Image', FakeImage);
    const loading = loadImage('/covers/slow.jpg', 2000);
    const outcome = loading.then(
      () => 'loaded',
      (error: Error) => error.message,
    );
    await vi.advanceTimersByTimeAsync(1999);
    expect(FakeImage.created[0]!.src).toBe('/covers/slow.jpg');
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toBe('Timed out loading /covers/slow.jpg');
    expect(FakeImage.created[0]!.src).toBe('');
  });

  it('a preloader over real loads times out each try: a cover that never arrives is given up after 3 tries of 2 s', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('Image', FakeImage);
    const preloader = createImagePreloader();
    let outcome: boolean | undefined;
    void preloader.preload('/covers/never.jpg', 'cover').then((loaded) => {
      outcome = loaded;
    });
    await vi.advanceTimersByTimeAsync(5999);
    expect(outcome).toBeUndefined();
    expect(FakeImage.created).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBe(false);
  });
});
