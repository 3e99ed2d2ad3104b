import type { Database, Queryable } from '../db/database.js';
import { conflict, notFound } from '../domain/errors.js';
import { translate, type MessageKey } from '../domain/messages.js';
import { chapterPrice, COIN_RULES, type Language } from '../domain/rules.js';
import { chapterRepository, type ChapterRow } from '../repositories/chapters.js';
import { ledgerRepository } from '../repositories/ledger.js';
import { dailyTasks } from './daily-tasks.js';

export interface ReadingRules {
  timezone: string;
  minReadSecondsForReward: number;
  minReadSecondsForCompletion: number;
}

export interface Award {
  type: 'chapter_reward' | 'first_read_reward' | 'chapter_reading' | 'novel_reading';
  coins: number;
}

async function chapterOf(tx: Queryable, bookId: number, chapterId: number): Promise<ChapterRow> {
  const chapter = await chapterRepository(tx).find(bookId, chapterId);
  if (!chapter) throw notFound('Chapter not found');
  return chapter;
}

export function readingService(db: Database, rules: ReadingRules) {
  return {
    /**
     * Opens a chapter for a reader: records the open time, pays the first-read reward of the
     * novel when due, and unlocks a paid chapter by debiting its price. Refusing a purchase
     * rolls everything back.
     */
    async start(userId: number, bookId: number, chapterId: number) {
      return db.transaction(async (tx) => {
        const chapter = await chapterOf(tx, bookId, chapterId);
        const ledger = ledgerRepository(tx);
        const price = chapterPrice(chapter, chapter.chapter_no);
        let coinsDeducted = 0;
        if (price > 0) {
          const purchase = await tx.query(
            `INSERT INTO chapter_purchases (user_id, book_id, chapter_id, price) VALUES ($1, $2, $3, $4)
             ON CONFLICT (user_id, chapter_id) DO NOTHING RETURNING id`,
            [userId, bookId, chapterId, price],
          );
          if (purchase.rows.length > 0) {
            await ledger.debit({
              userId,
              amount: price,
              taskType: 'other',
              description: 'novel_payment',
              bookId,
              chapterId,
              detail: { chapter: chapter.title },
            });
            coinsDeducted = price;
          }
        }

        const opened = await tx.query<{ opened_at: Date }>(
          `INSERT INTO chapter_opens (user_id, chapter_id, book_id) VALUES ($1, $2, $3)
           ON CONFLICT (user_id, chapter_id) DO UPDATE SET opened_at = now()
           RETURNING opened_at`,
          [userId, chapterId, bookId],
        );

        const awards: Award[] = [];
        const firstRead = await tx.query(
          `INSERT INTO reading_rewards (user_id, book_id, chapter_id, kind, coins) VALUES ($1, $2, $3, 'first_read_reward', $4)
           ON CONFLICT (user_id, book_id) WHERE kind = 'first_read_reward' DO NOTHING RETURNING id`,
          [userId, bookId, chapterId, COIN_RULES.firstReadReward],
        );
        if (firstRead.rows.length > 0) {
          await ledger.credit({ userId, amount: COIN_RULES.firstReadReward, taskType: 'first_read_reward', description: 'first_read_reward', bookId, chapterId });
          await tx.query('UPDATE books SET read_count = read_count + 1 WHERE book_id = $1', [bookId]);
          awards.push({ type: 'first_read_reward', coins: COIN_RULES.firstReadReward });
        }

        return {
          bookId,
          chapterId,
          openedAt: opened.rows[0]!.opened_at.toISOString(),
          coinsRequired: price,
          coinsDeducted,
          coinsAwarded: awards.reduce((sum, award) => sum + award.coins, 0),
          awards,
          remainingCoins: await ledger.balance(userId),
        };
      });
    },

    /**
     * Records how far a chapter was read. The first report at 20% or more pays the chapter reward
     * once the chapter has been open long enough; a report of 100% completes the chapter (again
     * only after enough time) and settles the daily reading tasks.
     */
    async reportProgress(userId: number, bookId: number, chapterId: number, percentage: number, language: Language) {
      return db.transaction(async (tx) => {
        const chapter = await chapterOf(tx, bookId, chapterId);
        const ledger = ledgerRepository(tx);
        if (chapterPrice(chapter, chapter.chapter_no) > 0 && !(await chapterRepository(tx).isPurchased(userId, chapterId))) {
          throw conflict('CHAPTER_LOCKED', 'This chapter must be unlocked before reading');
        }
        const open = await tx.query<{ seconds: number }>(
          'SELECT extract(epoch FROM now() - opened_at)::float8 AS seconds FROM chapter_opens WHERE user_id = $1 AND chapter_id = $2',
          [userId, chapterId],
        );
        const secondsOpen = open.rows[0]?.seconds ?? null;
        const messages: MessageKey[] = [];
        const awards: Award[] = [];

        const saved = await tx.query<{ progress: number; completed_at: Date | null }>(
          `INSERT INTO reading_progress (user_id, chapter_id, book_id, progress) VALUES ($1, $2, $3, $4)
           ON CONFLICT (user_id, chapter_id) DO UPDATE
             SET progress = GREATEST(reading_progress.progress, EXCLUDED.progress), updated_at = now()
           RETURNING progress, completed_at`,
          [userId, chapterId, bookId, percentage],
        );
        let completedAt = saved.rows[0]!.completed_at;

        if (secondsOpen === null) {
          messages.push('progress.notOpened');
        } else {
          if (percentage >= COIN_RULES.chapterRewardProgress) {
            const rewarded = await tx.query(
              "SELECT 1 FROM reading_rewards WHERE user_id = $1 AND chapter_id = $2 AND kind = 'chapter_reward'",
              [userId, chapterId],
            );
            if (rewarded.rows.length === 0 && secondsOpen < rules.minReadSecondsForReward) {
              messages.push('progress.tooEarly');
            } else if (rewarded.rows.length === 0) {
              const paid = await tx.query(
                `INSERT INTO reading_rewards (user_id, book_id, chapter_id, kind, coins) VALUES ($1, $2, $3, 'chapter_reward', $4)
                 ON CONFLICT (user_id, chapter_id) WHERE kind = 'chapter_reward' DO NOTHING RETURNING id`,
                [userId, bookId, chapterId, COIN_RULES.chapterReward],
              );
              if (paid.rows.length > 0) {
                await ledger.credit({ userId, amount: COIN_RULES.chapterReward, taskType: 'chapter_reward', description: 'chapter_reward', bookId, chapterId });
                awards.push({ type: 'chapter_reward', coins: COIN_RULES.chapterReward });
              }
            }
          }
          if (percentage === 100 && !completedAt) {
            if (secondsOpen < rules.minReadSecondsForCompletion) {
              messages.push('progress.completedTooEarly');
            } else {
              const completed = await tx.query<{ completed_at: Date }>(
                `UPDATE reading_progress SET completed_at = now(), completed_day = (now() AT TIME ZONE $3)::date
                  WHERE user_id = $1 AND chapter_id = $2 AND completed_at IS NULL RETURNING completed_at`,
                [userId, chapterId, rules.timezone],
              );
              completedAt = completed.rows[0]?.completed_at ?? completedAt;
              if (completed.rows.length > 0) {
                const tasks = dailyTasks(tx, rules.timezone);
                for (const task of ['chapter_reading', 'novel_reading'] as const) {
                  const result = await tasks.settle(userId, task);
                  if (result.coinsAwarded > 0) awards.push({ type: task, coins: result.coinsAwarded });
                }
              }
            }
          }
        }

        const coinsAwarded = awards.reduce((sum, award) => sum + award.coins, 0);
        const message =
          coinsAwarded > 0
            ? translate(language, 'progress.rewarded', { coins: coinsAwarded })
            : translate(language, messages[0] ?? 'progress.saved');
        return {
          bookId,
          chapterId,
          progress: saved.rows[0]!.progress,
          isCompleted: completedAt !== null,
          coinsAwarded,
          awards,
          totalCoins: await ledger.balance(userId),
          message,
        };
      });
    },
  };
}

export type ReadingService = ReturnType<typeof readingService>;
