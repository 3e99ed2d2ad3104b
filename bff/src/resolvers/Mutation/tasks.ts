import { badUserInput } from '../../errors.js';
import type { MutationResolvers } from '../../__generated__/resolvers-types.js';
import { apiLanguage, toId } from '../graph-mapping.js';
import { viewerWithBalance } from './viewer-with-balance.js';

export const checkIn: MutationResolvers['checkIn'] = async (_parent, args, ctx) => {
  const userId = await ctx.requireViewerId();
  const { data, message } = await ctx.api.checkIn(userId, apiLanguage(args.language));
  const { coins, totalCoins, ...status } = data;
  return { status, coinsAwarded: coins, message, user: await viewerWithBalance(ctx, userId, totalCoins) };
};

export const settleReadingTask: MutationResolvers['settleReadingTask'] = async (_parent, { input }, ctx) => {
  const userId = await ctx.requireViewerId();
  const language = apiLanguage(input.language);
  let answer;
  if (input.type === 'CHAPTER_READING') {
    if (!input.bookId || !input.chapterId) throw badUserInput('bookId and chapterId are required for the chapter-reading task');
    answer = await ctx.api.settleChapterTask(userId, toId(input.bookId, 'bookId'), toId(input.chapterId, 'chapterId'), language);
  } else {
    answer = await ctx.api.settleNovelTask(userId, language);
  }
  const { data, message } = answer;
  return {
    task: { ...data, type: input.type },
    coinsAwarded: data.coinsAwarded,
    message,
    user: await viewerWithBalance(ctx, userId, data.totalCoins),
  };
};
