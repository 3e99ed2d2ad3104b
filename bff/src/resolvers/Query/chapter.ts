import type { QueryResolvers } from '../../__generated__/resolvers-types.js';
import { toId } from '../graph-mapping.js';

export const chapter: QueryResolvers['chapter'] = async (_parent, args, ctx) =>
  ctx.loaders.chapter.load(`${toId(args.bookId, 'bookId')}:${toId(args.chapterId, 'chapterId')}`);
