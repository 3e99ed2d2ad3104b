import type { QueryResolvers } from '../../__generated__/resolvers-types.js';
import type { WithdrawTargetDto } from '../../rest/dto.js';

export const toWithdrawTarget = (target: WithdrawTargetDto) => ({
  level: target.level,
  name: target.target_name,
  nameEn: target.target_name_en,
  amount: target.target_amount,
});

export const withdrawConfig: QueryResolvers['withdrawConfig'] = async (_parent, _args, ctx) => ctx.api.withdrawConfig();

export const withdrawTargets: QueryResolvers['withdrawTargets'] = async (_parent, _args, ctx) =>
  (await ctx.api.withdrawTargets()).map(toWithdrawTarget);

export const withdrawProgress: QueryResolvers['withdrawProgress'] = async (_parent, _args, ctx) =>
  ctx.api.withdrawProgress(await ctx.requireViewerId());

export const withdrawStanding: QueryResolvers['withdrawStanding'] = async (_parent, _args, ctx) => {
  const standing = await ctx.api.withdrawStanding(await ctx.requireViewerId());
  return { ...standing, target: toWithdrawTarget(standing.target) };
};
