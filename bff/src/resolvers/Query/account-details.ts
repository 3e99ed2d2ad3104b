import type { QueryResolvers } from '../../__generated__/resolvers-types.js';
import { apiLanguage, pageFields, pagingArgs } from '../graph-mapping.js';

export const accountDetails: QueryResolvers['accountDetails'] = async (_parent, args, ctx) => {
  const userId = await ctx.requireViewerId();
  const { page, pageSize } = pagingArgs(args.page, args.pageSize, { pageSize: 20, max: 100 });
  const result = await ctx.api.accountDetails(userId, page, pageSize, apiLanguage(args.language));
  return { items: result.details, ...pageFields(page, pageSize, result.total) };
};
