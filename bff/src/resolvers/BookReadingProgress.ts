import type { BookReadingProgressResolvers } from '../__generated__/resolvers-types.js';

export const BookReadingProgress: BookReadingProgressResolvers = {
  lastChapterId: (progress) => (progress.lastChapterId === null ? null : String(progress.lastChapterId)),
};
