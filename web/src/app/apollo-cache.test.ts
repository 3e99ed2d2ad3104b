import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createApolloCache } from './apollo-cache';

/** The app's type policies, on the cases a screen depends on. */
describe('the Apollo cache of the app', () => {
  const details = parse(`
    query Details($page: Int!, $pageSize: Int!, $language: Language!) {
      accountDetails(page: $page, pageSize: $pageSize, language: $language) {
        page pageSize total hasMore
        items { id description }
      }
    }
  `);
  const pageIn = (description: string) => ({
    accountDetails: {
      __typename: 'TransactionPage',
      page: 1,
      pageSize: 20,
      total: 1,
      hasMore: false,
      items: [{ __typename: 'Transaction', id: '41', description }],
    },
  });

  it("keeps each language's account details in that language, the same rows included", () => {
    const cache = createApolloCache();
    const variables = (language: 'ZH_CN' | 'EN_US') => ({ page: 1, pageSize: 20, language });
    cache.writeQuery({ query: details, variables: variables('ZH_CN'), data: pageIn('每日签到奖励') });
    cache.writeQuery({ query: details, variables: variables('EN_US'), data: pageIn('Daily check-in reward') });
    const read = (language: 'ZH_CN' | 'EN_US') =>
      (cache.readQuery({ query: details, variables: variables(language) }) as ReturnType<typeof pageIn>).accountDetails.items[0]?.description;
    expect(read('ZH_CN')).toBe('每日签到奖励');
    expect(read('EN_US')).toBe('Daily check-in reward');
  });
});
