import type { Database } from '../db/database.js';
import { notFound } from '../domain/errors.js';
import { translate } from '../domain/messages.js';
import type { Language } from '../domain/rules.js';
import { chapterRepository } from '../repositories/chapters.js';
import { dailyTasks, type DailyTask } from './daily-tasks.js';

const doneMessage = { chapter_reading: 'task.chapterReading.done', novel_reading: 'task.novelReading.done' } as const;

/** The daily reading tasks as the task routes offer them: today's status, and settling a task. */
export function taskService(db: Database, timezone: string) {
  async function settle(userId: number, task: DailyTask, language: Language) {
    const status = await db.transaction((tx) => dailyTasks(tx, timezone).settle(userId, task));
    const message = status.coinsAwarded > 0 ? translate(language, doneMessage[task], { coins: status.coinsAwarded }) : translate(language, 'task.progress');
    return { status, message };
  }

  return {
    status: (userId: number, task: DailyTask) => dailyTasks(db, timezone).status(userId, task),

    /** Re-counts today's completed chapters (the chapter named must exist) and pays the task when due. */
    async settleChapterTask(userId: number, bookId: number, chapterId: number, language: Language) {
      if (!(await chapterRepository(db).find(bookId, chapterId))) throw notFound('Chapter not found', 'CHAPTER_NOT_FOUND');
      return settle(userId, 'chapter_reading', language);
    },

    settleNovelTask: (userId: number, language: Language) => settle(userId, 'novel_reading', language),
  };
}
