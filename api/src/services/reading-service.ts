import type { Database, Queryable } from '../db/database.js';
import { conflict, notFound } from '../domain/errors.js';
import { translate, type MessageKey } from '../domain/messages.js';
import { chapterPrice, COIN_RULES, READING_CLOCK, type Language } from '../domain/rules.js';
import { bookRepository } from '../repositories/books.js';
import { chapterRepository, type ChapterRow } from '../repositories/chapters.js';
import { ledgerRepository } from '../repositories/ledger.js';
import { readingClockRepository, type OpenChapter } from '../repositories/reading-clock.js';
import { progressReportRepository } from '../repositories/progress-reports.js';
import { readingRewardRepository } from '../repositories/reading-rewards.js';
import { readingRepository } from '../repositories/reading.js';
import { assertBookExists } from './assert-book-exists.js';
import { dailyTasks } from './daily-tasks.js';

export interface ReadingRules {
  timezone: string;
  minReadSecondsForReward: number;
  minReadSecondsForCompletion: number;
}

export interface Award {
  type: 'chapter_reward' | 'first_read_reward' | 'chapter_reading' | 'novel_reading';
  coins: number;
  /** The chapter whose reading earned it. */
  chapterId: number;
}

/** Where a chapter stands after a reading event: what was paid, and what is still on its way. */
interface Settlement {
  awards: Award[];
  readingSeconds: number;
  progress: number;
  position: number;
  isCompleted: boolean;
  /** Seconds of reading still needed before a due reward (first-read or 20%) is paid; null when none waits. */
  rewardInSeconds: number | null;
  /** Seconds still needed before a chapter read to 100% counts as completed; null when nothing waits. */
  completionInSeconds: number | null;
}

async function chapterOf(tx: Queryable, bookId: number, chapterId: number): Promise<ChapterRow> {
  const chapter = await chapterRepository(tx).find(bookId, chapterId);
  if (!chapter) throw notFound('Chapter not found', 'CHAPTER_NOT_FOUND');
  return chapter;
}

const secondsLeft = (needed: number, have: number) => Math.max(1, Math.ceil(needed - have));

/** What a progress report may carry besides the percentage. */
export interface ReportDetails {
  /** Character offset into the chapter's text of what is at the top of the reader's screen. */
  position?: number | undefined;
  /**
   * Read without a connection and sent later: the report saves progress and place (the place by
   * `recordedAt`, so the latest of all devices wins) but adds no reading time.
   */
  offline?: boolean | undefined;
  recordedAt?: Date | undefined;
  /** Makes the report count once, however often it is sent. */
  reportId?: string | undefined;
}

/**
 * Reading, opening chapters and the rewards reading earns. Reading time comes only from the
 * reader's one clock (ARCHITECTURE.md): opening a chapter stops the clock of the chapter that was
 * open and starts this one's; a progress report moves the clock only when it is for the open
 * chapter. Each move counts at most READING_CLOCK.maxSecondsPerEvent. Rewards and completions are
 * settled from the measured time, whatever a client claims.
 */
export function readingService(db: Database, rules: ReadingRules) {
  /** Moves the open chapter's clock to now, adding the (capped) time since its last move. */
  async function accrue(tx: Queryable, userId: number, open: OpenChapter): Promise<void> {
    const seconds = Math.min(open.elapsedSeconds, READING_CLOCK.maxSecondsPerEvent);
    await readingClockRepository(tx).addTime(userId, open.bookId, open.chapterId, seconds, rules.timezone);
  }

  /** Pays what a chapter's measured reading time has earned so far, exactly once each. */
  async function settle(tx: Queryable, userId: number, bookId: number, chapterId: number): Promise<Settlement> {
    const reading = readingRepository(tx);
    const rewards = readingRewardRepository(tx);
    const ledger = ledgerRepository(tx);
    const seconds = await readingClockRepository(tx).secondsOn(userId, chapterId);
    const saved = await reading.progressOf(userId, chapterId);
    const progress = saved?.progress ?? 0;
    const awards: Award[] = [];
    // Reading time runs only on the open chapter, so a chapter never opened earns nothing while the
    // minimums are above 0 (in production). The first-read reward is for opening one (ARCHITECTURE.md),
    // so it also needs the chapter opened where the minimum is 0 (in tests).
    const earnedReward = seconds >= rules.minReadSecondsForReward;
    const earnedFirstRead = earnedReward && (await reading.wasOpened(userId, chapterId));
    const reachedRewardPoint = progress >= COIN_RULES.chapterRewardProgress;

    if (earnedFirstRead && (await rewards.recordOnce('first_read_reward', userId, bookId, chapterId, COIN_RULES.firstReadReward))) {
      await ledger.credit({ userId, amount: COIN_RULES.firstReadReward, taskType: 'first_read_reward', description: 'first_read_reward', bookId, chapterId });
      await bookRepository(tx).countReader(bookId);
      awards.push({ type: 'first_read_reward', coins: COIN_RULES.firstReadReward, chapterId });
    }
    if (earnedReward && reachedRewardPoint && (await rewards.recordOnce('chapter_reward', userId, bookId, chapterId, COIN_RULES.chapterReward))) {
      await ledger.credit({ userId, amount: COIN_RULES.chapterReward, taskType: 'chapter_reward', description: 'chapter_reward', bookId, chapterId });
      awards.push({ type: 'chapter_reward', coins: COIN_RULES.chapterReward, chapterId });
    }

    let completedAt = saved?.completedAt ?? null;
    if (progress === 100 && completedAt === null && seconds >= rules.minReadSecondsForCompletion) {
      completedAt = await reading.markCompleted(userId, chapterId, rules.timezone);
      if (completedAt) {
        const tasks = dailyTasks(tx, rules.timezone);
        for (const task of ['chapter_reading', 'novel_reading'] as const) {
          const result = await tasks.settle(userId, task);
          if (result.coinsAwarded > 0) awards.push({ type: task, coins: result.coinsAwarded, chapterId });
        }
      }
    }

    let rewardWaiting = false;
    if (!earnedReward) {
      rewardWaiting =
        !(await rewards.wasPaid('first_read_reward', userId, bookId, chapterId)) ||
        (reachedRewardPoint && !(await rewards.wasPaid('chapter_reward', userId, bookId, chapterId)));
    }
    return {
      awards,
      readingSeconds: seconds,
      progress,
      position: saved?.position ?? 0,
      isCompleted: completedAt !== null,
      rewardInSeconds: rewardWaiting ? secondsLeft(rules.minReadSecondsForReward, seconds) : null,
      completionInSeconds:
        progress === 100 && completedAt === null ? secondsLeft(rules.minReadSecondsForCompletion, seconds) : null,
    };
  }

  const records = readingRepository(db);

  return {
    /** Per-book reading summaries for a batch of books, in the order asked for. */
    summaries: (userId: number, bookIds: readonly number[]) => records.summariesForBooks(userId, bookIds),

    /** Every chapter read and every chapter bought in each of a batch of books, in the order asked for. */
    async chaptersOfBooks(userId: number, bookIds: readonly number[]) {
      const [read, bought] = await Promise.all([records.chaptersOfBooks(userId, bookIds), chapterRepository(db).purchasedInBooks(userId, bookIds)]);
      return bookIds.map((bookId) => ({ bookId, chapters: read.get(bookId) ?? [], purchasedChapterIds: bought.get(bookId) ?? [] }));
    },

    /** The books the reader is in the middle of, latest first, with the place they left each. */
    booksInProgress: (userId: number, limit: number) => records.booksInProgress(userId, limit),

    /** Every chapter read in a book, most recent first, and the last one. */
    async chaptersOfBook(userId: number, bookId: number) {
      const chapters = await records.chaptersOfBook(userId, bookId);
      if (chapters.length === 0) await assertBookExists(db, bookId);
      return { bookId, lastChapterId: chapters[0]?.chapterId ?? null, chapters };
    },

    /** The reading rewards paid in a book. */
    async rewardsInBook(userId: number, bookId: number) {
      const rewards = await records.rewardsInBook(userId, bookId);
      if (rewards.length === 0) await assertBookExists(db, bookId);
      const view = ({ chapterId, coins, createdAt }: (typeof rewards)[number]) => ({ chapterId, coins, createdAt });
      const first = rewards.find((reward) => reward.kind === 'first_read_reward');
      return {
        bookId,
        firstReadReward: first ? view(first) : null,
        chapterRewards: rewards.filter((reward) => reward.kind === 'chapter_reward').map(view),
        totalCoins: rewards.reduce((sum, reward) => sum + reward.coins, 0),
      };
    },

    /** A reader's record of one chapter: opened, progress, reward, purchase. */
    async chapterHistory(userId: number, bookId: number, chapterId: number) {
      const history = await records.chapterHistory(userId, bookId, chapterId);
      if (!history) throw notFound('Chapter not found', 'CHAPTER_NOT_FOUND');
      return { bookId, chapterId, ...history };
    },

    /**
     * Opens a chapter for a reader: unlocks a paid chapter by debiting its price (refusing a
     * purchase rolls everything back), stops the clock of the chapter that was open (settling
     * what its time earned) and starts this one's. A chapter without text yet is refused: there is
     * nothing to pay for, and no reading for its clock to measure.
     */
    async start(userId: number, bookId: number, chapterId: number) {
      return db.transaction(async (tx) => {
        const chapter = await chapterOf(tx, bookId, chapterId);
        if (!chapter.has_content) throw conflict('CHAPTER_EMPTY', 'Chapter content is not updated yet, please try again later');
        const clock = readingClockRepository(tx);
        const ledger = ledgerRepository(tx);
        const open = await clock.lock(userId);

        const price = chapterPrice(chapter, chapter.chapter_no);
        let coinsDeducted = 0;
        if (price > 0 && (await chapterRepository(tx).purchaseOnce(userId, bookId, chapterId, price))) {
          await ledger.debit({ userId, amount: price, taskType: 'other', description: 'novel_payment', bookId, chapterId, detail: { chapter: chapter.title } });
          coinsDeducted = price;
        }

        const openedAt = await readingRepository(tx).recordOpen(userId, bookId, chapterId);
        const awards: Award[] = [];
        if (open) {
          await accrue(tx, userId, open);
          if (open.chapterId !== chapterId) awards.push(...(await settle(tx, userId, open.bookId, open.chapterId)).awards);
        }
        await clock.startOn(userId, bookId, chapterId);
        const here = await settle(tx, userId, bookId, chapterId);
        awards.push(...here.awards);

        return {
          bookId,
          chapterId,
          openedAt: openedAt.toISOString(),
          coinsRequired: price,
          coinsDeducted,
          coinsAwarded: awards.reduce((sum, award) => sum + award.coins, 0),
          awards,
          remainingCoins: await ledger.balance(userId),
          // As the opening left it (settling can complete the chapter): a client showing the
          // chapter needs no second call for it.
          progress: await readingRepository(tx).chapterProgress(userId, chapterId),
          // What this chapter's clock, running from now, still has to measure: a client coming
          // back to the chapter can count down from here without reporting again.
          rewardInSeconds: here.rewardInSeconds,
          completionInSeconds: here.completionInSeconds,
        };
      });
    },

    /**
     * Records how far a chapter was read and settles what its reading time has earned: the
     * first-read and 20% rewards after MIN_READ_SECONDS_FOR_REWARD, completion (and the daily
     * tasks) after MIN_READ_SECONDS_FOR_COMPLETION. The answer says what is still on its way.
     */
    async reportProgress(userId: number, bookId: number, chapterId: number, percentage: number, language: Language, details: ReportDetails = {}) {
      return db.transaction(async (tx) => {
        const chapter = await chapterOf(tx, bookId, chapterId);
        if (chapterPrice(chapter, chapter.chapter_no) > 0 && !(await chapterRepository(tx).isPurchased(userId, chapterId))) {
          throw conflict('CHAPTER_LOCKED', 'This chapter must be unlocked before reading');
        }
        const clock = readingClockRepository(tx);
        const open = await clock.lock(userId);
        // A report sent again (a retry of a queued offline report) changes nothing the second time.
        const fresh = details.reportId === undefined || (await progressReportRepository(tx).recordOnce(userId, details.reportId));
        const clockRunning = !details.offline && open?.chapterId === chapterId;
        if (fresh && open && clockRunning) {
          await accrue(tx, userId, open);
          await clock.startOn(userId, bookId, chapterId);
        }
        const records = readingRepository(tx);
        if (fresh) {
          const recordedAt = details.offline ? (details.recordedAt ?? null) : null;
          await records.saveProgress(userId, bookId, chapterId, percentage, recordedAt);
          if (details.position !== undefined) await records.savePosition(userId, chapterId, details.position, recordedAt);
        }
        const result = await settle(tx, userId, bookId, chapterId);

        const coinsAwarded = result.awards.reduce((sum, award) => sum + award.coins, 0);
        let message: string;
        if (coinsAwarded > 0) message = translate(language, 'progress.rewarded', { coins: coinsAwarded });
        else if (details.offline) message = translate(language, 'progress.offline');
        else message = translate(language, await explainNothingPaid(tx, userId, chapterId, clockRunning, result), { seconds: result.rewardInSeconds ?? result.completionInSeconds ?? 0 });
        return {
          bookId,
          chapterId,
          progress: result.progress,
          position: result.position,
          isCompleted: result.isCompleted,
          coinsAwarded,
          awards: result.awards,
          totalCoins: await ledgerRepository(tx).balance(userId),
          message,
          readingSeconds: Math.floor(result.readingSeconds),
          clockRunning,
          rewardInSeconds: result.rewardInSeconds,
          completionInSeconds: result.completionInSeconds,
        };
      });
    },
  };
}

/** Why a progress report paid nothing, for the reader. */
async function explainNothingPaid(tx: Queryable, userId: number, chapterId: number, clockRunning: boolean, result: Settlement): Promise<MessageKey> {
  const waiting = result.rewardInSeconds !== null || result.completionInSeconds !== null;
  if (!clockRunning && waiting) {
    return (await readingRepository(tx).wasOpened(userId, chapterId)) ? 'progress.clockElsewhere' : 'progress.notOpened';
  }
  if (result.rewardInSeconds !== null) return 'progress.tooEarly';
  if (result.completionInSeconds !== null) return 'progress.completedTooEarly';
  return 'progress.saved';
}

export type ReadingService = ReturnType<typeof readingService>;
