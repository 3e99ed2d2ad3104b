import type { ChapterResolvers, ResolversParentTypes } from '../__generated__/resolvers-types.js';
import type { GraphQLContext } from '../context.js';
import type { ChapterDetailDto, ChapterParent, ChapterProgressDto } from '../rest/dto.js';

/** The chapter with its text: the parent itself when it already is one, else one loader call. */
async function detail(chapter: ChapterParent, ctx: GraphQLContext): Promise<ChapterDetailDto> {
  if ('content' in chapter) return chapter;
  return ctx.loaders.chapter.load(`${chapter.book_id}:${chapter.id}`);
}

const noProgress: ResolversParentTypes['ChapterReadingProgress'] = { progress: 0, isCompleted: false, position: 0, purchased: false };

export const Chapter: ChapterResolvers = {
  id: (chapter) => String(chapter.id),
  bookId: (chapter) => String(chapter.book_id),
  number: (chapter) => chapter.chapter_no,
  title: (chapter) => chapter.title,
  wordCount: (chapter) => chapter.word_count,
  coinsRequired: (chapter) => chapter.coinsRequired,
  isFree: (chapter) => chapter.isFree,
  hasContent: (chapter) => chapter.hasContent,
  content: async (chapter, _args, ctx) => (await detail(chapter, ctx)).content,
  locked: async (chapter, _args, ctx) => (await detail(chapter, ctx)).locked,
  previousChapterId: async (chapter, _args, ctx) => {
    const id = (await detail(chapter, ctx)).prevChapterId;
    return id === null ? null : String(id);
  },
  nextChapterId: async (chapter, _args, ctx) => {
    const id = (await detail(chapter, ctx)).nextChapterId;
    return id === null ? null : String(id);
  },
  readingProgress: async (chapter, _args, ctx) => {
    if ((await ctx.viewerId()) === null) return noProgress;
    let entry: ChapterProgressDto | null | undefined;
    let purchased: boolean;
    if ('readerProgress' in chapter) {
      // Just opened: a paid chapter that opened with its text is one the reader has bought.
      entry = chapter.readerProgress;
      purchased = chapter.coinsRequired > 0 && !chapter.locked;
    } else {
      const records = await ctx.loaders.chapterProgress.load(chapter.book_id);
      entry = records.progress.get(chapter.id);
      purchased = records.purchased.has(chapter.id);
    }
    return entry ? { progress: entry.progress, isCompleted: entry.isCompleted, position: entry.position, purchased } : { ...noProgress, purchased };
  },
};
