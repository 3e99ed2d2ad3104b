/**
 * Covers loaded at once rather than lazily: the first rows, on screen when a list opens. A lazy
 * image waits for layout before it is even requested, and the first cover is home's largest paint.
 * (The opening queries preload these very covers: app/opening-queries.ts.)
 */
export const EAGER_COVER_COUNT = 4;
