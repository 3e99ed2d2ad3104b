import { cacheKeys } from '../../cache/keys.js';
import type { MutationResolvers } from '../../__generated__/resolvers-types.js';
import { apiLanguage, toId, toRewards } from '../graph-mapping.js';
import { viewerWithBalance } from './viewer-with-balance.js';

export const startReading: MutationResolvers['startReading'] = async (_parent, args, ctx) => {
  const userId = await ctx.requireViewerId();
  const bookId = toId(args.bookId, 'bookId');
  const chapterId = toId(args.chapterId, 'chapterId');
  const { data } = await ctx.api.startReading(userId, bookId, chapterId);
  // A purchase unlocks the text and an opening can complete the chapter: nothing this request
  // loaded before the opening stands. The opening's answer carries the chapter's progress.
  const key = `${bookId}:${chapterId}`;
  ctx.loaders.chapter.clear(key);
  ctx.loaders.chapterProgress.clear(bookId);
  // The statistics moved too: a novel started, and the time read in the chapter open before (the
  // opening stops its clock, and may complete it).
  await ctx.cache.bumpVersion(cacheKeys.statisticsFamily(userId));
  const [chapter, user] = await Promise.all([ctx.loaders.chapter.load(key), viewerWithBalance(ctx, userId, data.remainingCoins)]);
  return {
    chapter: { ...chapter, readerProgress: data.progress },
    coinsDeducted: data.coinsDeducted,
    coinsAwarded: data.coinsAwarded,
    rewards: toRewards(data.awards),
    user,
    rewardInSeconds: data.rewardInSeconds,
    completionInSeconds: data.completionInSeconds,
  };
};

export const reportReadingProgress: MutationResolvers['reportReadingProgress'] = async (_parent, { input }, ctx) => {
  const userId = await ctx.requireViewerId();
  const bookId = toId(input.bookId, 'bookId');
  const chapterId = toId(input.chapterId, 'chapterId');
  const { data } = await ctx.api.reportProgress({
    userId,
    bookId,
    chapterId,
    progressPercentage: input.progressPercentage,
    language: apiLanguage(input.language),
    ...(input.position == null ? {} : { position: input.position }),
    ...(input.offline ? { offline: true } : {}),
    ...(input.recordedAt ? { recordedAt: input.recordedAt } : {}),
    ...(input.reportId ? { reportId: input.reportId } : {}),
  });
  // The reader's statistics moved with this report.
  await ctx.cache.bumpVersion(cacheKeys.statisticsFamily(userId));
  return {
    chapter: await ctx.loaders.chapter.load(`${bookId}:${chapterId}`),
    progress: data.progress,
    isCompleted: data.isCompleted,
    coinsAwarded: data.coinsAwarded,
    rewards: toRewards(data.awards),
    message: data.message,
    position: data.position,
    readingSeconds: data.readingSeconds,
    clockRunning: data.clockRunning,
    rewardInSeconds: data.rewardInSeconds,
    completionInSeconds: data.completionInSeconds,
    user: await viewerWithBalance(ctx, userId, data.totalCoins),
  };
};
