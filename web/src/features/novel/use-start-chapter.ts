import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { graphql } from '@/__generated__';
import { chapterToStart, orderChapters } from './chapter-order';
import { DETAIL_CHAPTER_COUNT } from './detail-chapter-count';

const LaterChaptersQuery = graphql(`
  query NovelLaterChapters($id: ID!, $page: Int!, $pageSize: Int!) {
    book(id: $id) {
      id
      chapters(page: $page, pageSize: $pageSize) {
        items {
          id
          title
          hasContent
          readingProgress {
            isCompleted
          }
        }
      }
    }
  }
`);

interface StartableChapter {
  id: string;
  title: string;
  hasContent: boolean;
  readingProgress: { isCompleted: boolean };
}

interface Lookup {
  bookId: string;
  total: number;
  /** The chapter the reader left off in, when it lies past the listed ones. */
  placeAhead: string | null;
  /** The first listed chapter not completed, if any. */
  unreadListed: StartableChapter | null;
}

/**
 * Reads the pages after the listed chapters, one after another: the chapter the reader left off in
 * (when it is not completed), else the first chapter not completed; null when neither is there.
 */
async function startAfterListed(client: ApolloClient, { bookId, total, placeAhead, unreadListed }: Lookup): Promise<StartableChapter | null> {
  let lookingForPlace = placeAhead !== null;
  let firstUnread = unreadListed;
  for (let page = 2; (page - 1) * DETAIL_CHAPTER_COUNT < total; page += 1) {
    const { data, error } = await client.query({
      query: LaterChaptersQuery,
      variables: { id: bookId, page, pageSize: DETAIL_CHAPTER_COUNT },
      // Read states change while reading: a cached page may call a chapter unread that now is read.
      fetchPolicy: 'network-only',
    });
    if (error) throw error;
    const items = orderChapters(data?.book?.chapters.items ?? []);
    const place = lookingForPlace ? items.find((chapter) => chapter.id === placeAhead) : undefined;
    if (place && !place.readingProgress.isCompleted) return place;
    if (place) lookingForPlace = false;
    firstUnread ??= items.find((chapter) => !chapter.readingProgress.isCompleted) ?? null;
    if (firstUnread && !lookingForPlace) return firstUnread;
    if (items.length < DETAIL_CHAPTER_COUNT) break;
  }
  return firstUnread;
}

/**
 * The chapter the detail page's start button opens: the one the reader left off in, while it is
 * not completed (issue 9: the continue button opens the place the reader left), else spec section
 * 2's rule, the first chapter not completed, else the first one. The screen lists the first
 * DETAIL_CHAPTER_COUNT chapters; when the answer may lie past them, the later pages are asked for,
 * and the listed answer stands in meanwhile (and if they cannot be fetched).
 */
export function useStartChapter<T extends StartableChapter>({
  bookId,
  listed,
  total,
  lastChapterId,
}: {
  bookId: string;
  listed: readonly T[];
  total: number;
  lastChapterId: string | null;
}): T | StartableChapter | null {
  const client = useApolloClient();
  const placeListed = listed.find((chapter) => chapter.id === lastChapterId);
  const place = placeListed && !placeListed.readingProgress.isCompleted ? placeListed : null;
  const unreadListed = listed.find((chapter) => !chapter.readingProgress.isCompleted) ?? null;
  const placeAhead = lastChapterId !== null && !placeListed ? lastChapterId : null;
  const looksFurther = place === null && total > listed.length && (placeAhead !== null || unreadListed === null);
  // What the lookup depends on, as text: the page hands in a new array whenever its book changes
  // (a favorite toggled, the cache refreshed), and the same chapters in the same read states must
  // neither start the lookup again nor drop what it found (the button fell back to chapter 1).
  const lookup = `${bookId}|${total}|${placeAhead ?? ''}|${listed.map((chapter) => `${chapter.id}${chapter.readingProgress.isCompleted ? '+' : '-'}`).join(',')}`;
  const firstUnreadListed = useRef(unreadListed);
  useLayoutEffect(() => {
    firstUnreadListed.current = unreadListed;
  });
  const [found, setFound] = useState<{ lookup: string; chapter: StartableChapter | null } | null>(null);
  useEffect(() => {
    if (!looksFurther) return;
    let current = true;
    startAfterListed(client, { bookId, total, placeAhead, unreadListed: firstUnreadListed.current }).then(
      (chapter) => current && setFound({ lookup, chapter }),
      (error: unknown) => console.warn('Could not look for the chapter to start from', error),
    );
    return () => {
      current = false;
    };
  }, [looksFurther, client, bookId, total, placeAhead, lookup]);
  const further = looksFurther && found?.lookup === lookup ? found.chapter : null;
  return place ?? further ?? chapterToStart(listed);
}
