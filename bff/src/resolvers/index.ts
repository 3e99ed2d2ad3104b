import type { Resolvers } from '../__generated__/resolvers-types.js';
import { Book } from './Book.js';
import { BookReadingProgress } from './BookReadingProgress.js';
import { Chapter } from './Chapter.js';
import { Favorite } from './Favorite.js';
import { changePassword, issueRecoveryCode, login, logout, register, resetPassword, updateProfile } from './Mutation/auth.js';
import { addFavorite, removeFavorite } from './Mutation/favorites.js';
import { reportReadingProgress, startReading } from './Mutation/reading.js';
import { saveReaderSettings } from './Mutation/reader-settings.js';
import { checkIn, settleReadingTask } from './Mutation/tasks.js';
import { recordAchievement, withdraw } from './Mutation/withdraw.js';
import { accountDetails } from './Query/account-details.js';
import { book } from './Query/book.js';
import { books } from './Query/books.js';
import { chapter } from './Query/chapter.js';
import { continueReading, ContinueReadingEntry } from './Query/continue-reading.js';
import { favorites } from './Query/favorites.js';
import { me } from './Query/me.js';
import { readingStats } from './Query/reading-stats.js';
import { searchBooks } from './Query/search-books.js';
import { checkinStatus, readingTask, rewardRules } from './Query/tasks.js';
import { withdrawConfig, withdrawProgress, withdrawStanding, withdrawTargets } from './Query/withdraw.js';
import { Transaction } from './Transaction.js';
import { ReadHistoryEntry, User } from './User.js';

export const resolvers: Resolvers = {
  Query: {
    me,
    books,
    searchBooks,
    book,
    chapter,
    favorites,
    checkinStatus,
    readingTask,
    rewardRules,
    withdrawConfig,
    withdrawTargets,
    withdrawProgress,
    withdrawStanding,
    accountDetails,
    continueReading,
    readingStats,
  },
  Mutation: {
    login,
    register,
    resetPassword,
    logout,
    updateProfile,
    changePassword,
    issueRecoveryCode,
    addFavorite,
    removeFavorite,
    startReading,
    reportReadingProgress,
    checkIn,
    settleReadingTask,
    withdraw,
    recordAchievement,
    saveReaderSettings,
  },
  Book,
  BookReadingProgress,
  Chapter,
  ContinueReadingEntry,
  Favorite,
  User,
  ReadHistoryEntry,
  Transaction,
};
