import type { ChapterResolvers, ResolversParentTypes } from '../__generated__/resolvers-types.js';
import type { GraphQLContext } from '../context.js';
import type { ChapterDetailDto, ChapterParent } from '../rest/dto.js';

/** The chapter with its text: the parent itself when it already is one, else one loader call. */
async function detail(chapter: ChapterParent, ctx: GraphQLContext): Promise<ChapterDetailDto> {
  if ('content' in chapter) return chapter;
  return ctx.loaders.chapter.load(`${chapter.book_id}:${chapter.id}`);
}

const noProgress: ResolversParentTypes['ChapterReadingProgress'] = { progress: 0, isCompleted: false, position: 0 };

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
    const entry =
      'readerProgress' in chapter ? chapter.readerProgress : (await ctx.loaders.chapterProgress.load(chapter.book_id)).get(chapter.id);
    return entry ? { progress: entry.progress, isCompleted: entry.isCompleted, position: entry.position } : noProgress;
  },
};
