import PQueue from 'p-queue';

/**
 * Image preloading (spec section 9): 3 loads at a time, a failed load tried again up to twice,
 * and each kind of image with its priority and its time limit. The browser's HTTP cache (and the
 * service worker's cover cache) keeps what was loaded, so the <img> that shows it later is instant.
 */
// Priority is a rank: the lower number loads first (1, a chapter's image, is what the reader looks at).
export const imageKinds = {
  chapterImage: { priority: 1, timeoutMs: 3000 },
  cover: { priority: 2, timeoutMs: 2000 },
  avatar: { priority: 3, timeoutMs: 2000 },
} as const;

export type ImageKind = keyof typeof imageKinds;

export const IMAGE_PRELOAD_CONCURRENCY = 3;
export const IMAGE_PRELOAD_RETRIES = 2;

/** Loads one image; rejects when it fails or takes longer than `timeoutMs`. */
export type LoadImage = (url: string, timeoutMs: number) => Promise<void>;

export const loadImage: LoadImage = (url, timeoutMs) =>
  new Promise<void>((resolve, reject) => {
    const image = new Image();
    const settle = (error?: Error) => {
      clearTimeout(timer);
      image.onload = null;
      image.onerror = null;
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(() => {
      settle(new Error(`Timed out loading ${url}`));
      // Stops the download: a slow image must not hold one of the three places.
      image.src = '';
    }, timeoutMs);
    image.onload = () => settle();
    image.onerror = () => settle(new Error(`Could not load ${url}`));
    image.decoding = 'async';
    image.src = url;
  });

export interface ImagePreloader {
  /**
   * Queues the image; resolves true once it has loaded, false when every try failed. Asking again
   * for an image that is loading or loaded shares that load; one that failed is tried anew.
   */
  preload(url: string, kind: ImageKind): Promise<boolean>;
  /** Resolves once nothing is queued or loading. */
  onIdle(): Promise<void>;
}

interface ImagePreloaderOptions {
  load?: LoadImage;
  concurrency?: number;
  retries?: number;
}

export function createImagePreloader({
  load = loadImage,
  concurrency = IMAGE_PRELOAD_CONCURRENCY,
  retries = IMAGE_PRELOAD_RETRIES,
}: ImagePreloaderOptions = {}): ImagePreloader {
  const queue = new PQueue({ concurrency });
  const loads = new Map<string, Promise<boolean>>();

  // A retry goes back into the queue, behind what waits at its priority, rather than holding its place.
  const attempt = async (url: string, kind: ImageKind, retriesLeft: number): Promise<boolean> => {
    const { priority, timeoutMs } = imageKinds[kind];
    try {
      // p-queue runs greater numbers first; ours is a rank.
      await queue.add(() => load(url, timeoutMs), { priority: -priority });
      return true;
    } catch {
      return retriesLeft > 0 ? attempt(url, kind, retriesLeft - 1) : false;
    }
  };

  return {
    preload(url, kind) {
      const known = loads.get(url);
      if (known) return known;
      const loading = attempt(url, kind, retries).then((loaded) => {
        if (!loaded) loads.delete(url);
        return loaded;
      });
      loads.set(url, loading);
      return loading;
    },
    onIdle: () => queue.onIdle(),
  };
}

/** The app's one queue, so every preload shares the three places. */
export const imagePreloader = createImagePreloader();
