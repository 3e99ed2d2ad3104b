import { InMemoryCache, type TypePolicies } from '@apollo/client/cache';
import { fullPageFeedPolicy } from '@/shared/api/full-page-feed-policy';
import { pagedFieldPolicy } from '@/shared/api/paged-field-policy';

/**
 * Every type policy of the app lives in this file, so the cache's rules can be read in one place.
 * Screen builders add their field policies here rather than creating caches of their own.
 */
export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      // List policies go here. Each paged list field needs `keyArgs` naming the arguments that
      // make a different list (everything except page), and a `merge` when a screen appends pages
      // (infinite scroll) instead of replacing them. For example:
      //   books: { keyArgs: ['category', 'hasContentOnly', 'pageSize'] }
      //   searchBooks: { keyArgs: ['query', 'genre', 'sort'], merge: <append items by page> }
      //   favorites: { keyArgs: false, merge: <append items by page> }
      //   accountDetails: { keyArgs: ['language'], merge: <append items by page> }
      // Root fields that read one entity can point at the normalized object, e.g.
      //   book: { read: (_, { args, toReference }) => toReference({ __typename: 'Book', id: args?.id }) }
      // Browse screens: numbered pages stay apart, `@connection(key: ...)` feeds append (see pagedFieldPolicy).
      books: pagedFieldPolicy(['category', 'hasContentOnly', 'pageSize']),
      searchBooks: pagedFieldPolicy(['query', 'genre', 'sort', 'pageSize']),
      favorites: pagedFieldPolicy(['pageSize']),
      // Account details: one infinite list per language; more rows only after a full page (spec section 4).
      accountDetails: fullPageFeedPolicy(['language', 'pageSize']),
    },
  },
  Mutation: {
    fields: {},
  },

  Book: {
    keyFields: ['id'],
    fields: {
      // The reader's progress has no id of its own; a newer answer updates the same record.
      readingProgress: { merge: true },
      // `chapters(page, pageSize)` pages: add keyArgs/merge here when a screen appends pages.
    },
  },
  Chapter: {
    keyFields: ['id'],
    fields: {
      readingProgress: { merge: true },
    },
  },
  Favorite: { keyFields: ['id'] },
  User: {
    keyFields: ['id'],
    fields: {
      // Always replaced as a whole by the server's newest list.
      readHistory: { merge: false },
    },
  },
  // Not normalized: a row's description is in the language its list was asked in, and each language
  // keeps a list of its own (accountDetails above); one shared row would show the last language asked.
  Transaction: { keyFields: false },
  // One check-in status per reader (the cache is cleared when the reader changes): the status a
  // check-in answers replaces the one the tasks screen shows, with no hand-written cache update.
  CheckinStatus: { keyFields: [] },
  // One task of each type per reader: a settled task (reader) updates the tasks screen's card.
  ReadingTask: { keyFields: ['type'] },

  // Types without an id (pages, payloads, settings snapshots) are stored inside their parent field.
};

export function createApolloCache(): InMemoryCache {
  // Result caching stays on (the default): it makes a query's first read about twice as dear, and
  // each read after a small write, which every watched query makes, about 90 times cheaper
  // (web/BENCHMARKS.md, "Apollo's result caching on the detail query").
  return new InMemoryCache({ typePolicies });
}
