import type { ReaderScreen_ChapterFragment } from '@/__generated__/graphql';
import type { DisplayedChapter } from './chapter-view';

/** The chapter as the reader shows it, from the server's answer. */
export function displayedChapter(chapter: ReaderScreen_ChapterFragment): DisplayedChapter {
  return {
    id: chapter.id,
    number: chapter.number,
    title: chapter.title,
    content: chapter.content,
    // A paid chapter with no text yet has nothing to unlock: it shows as the empty chapter it is
    // (spec section 5), with no offer to pay for it; the API refuses to open it (CHAPTER_EMPTY).
    locked: chapter.locked && chapter.hasContent,
    coinsRequired: chapter.coinsRequired,
    previousChapterId: chapter.previousChapterId,
    nextChapterId: chapter.nextChapterId,
    isCompleted: chapter.readingProgress.isCompleted,
  };
}
