/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  '\n  query AccountDetails($page: Int!, $pageSize: Int!, $language: Language!) {\n    accountDetails(page: $page, pageSize: $pageSize, language: $language) {\n      page\n      pageSize\n      total\n      hasMore\n      items {\n        id\n        ...TransactionRow_transaction\n      }\n    }\n  }\n': typeof types.AccountDetailsDocument;
  '\n  fragment TransactionRow_transaction on Transaction {\n    id\n    type\n    taskType\n    amount\n    description\n    createdAt\n  }\n': typeof types.TransactionRow_TransactionFragmentDoc;
  '\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n': typeof types.ChangePasswordDocument;
  '\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      username\n      email\n      ...StoredUser_user\n    }\n  }\n': typeof types.UpdateProfileDocument;
  '\n  query RecoveryCodeStatus {\n    me {\n      id\n      hasRecoveryCode\n    }\n  }\n': typeof types.RecoveryCodeStatusDocument;
  '\n  mutation IssueRecoveryCode($input: IssueRecoveryCodeInput!) {\n    issueRecoveryCode(input: $input) {\n      recoveryCode\n      message\n    }\n  }\n': typeof types.IssueRecoveryCodeDocument;
  '\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n      recoveryCode\n    }\n  }\n': typeof types.ResetPasswordDocument;
  '\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      message\n      user {\n        ...StoredUser_user\n      }\n    }\n  }\n': typeof types.LoginDocument;
  '\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      recoveryCode\n      user {\n        username\n        ...StoredUser_user\n      }\n    }\n  }\n': typeof types.RegisterDocument;
  '\n  query CategoryBooks($page: Int!, $pageSize: Int!, $category: BookCategory) {\n    books(page: $page, pageSize: $pageSize, category: $category) {\n      page\n      total\n      totalPages\n      items {\n        id\n        ...NovelCard_book\n      }\n    }\n  }\n': typeof types.CategoryBooksDocument;
  '\n  query BookSearch($query: String!, $page: Int!, $pageSize: Int!) {\n    searchBooks(query: $query, page: $page, pageSize: $pageSize) {\n      page\n      total\n      totalPages\n      items {\n        id\n        ...NovelCard_book\n      }\n    }\n  }\n': typeof types.BookSearchDocument;
  '\n  fragment FavoriteRow_favorite on Favorite {\n    id\n    book {\n      id\n      title\n      author\n      description\n      coverImage\n      totalChapters\n      wordCount\n      lastUpdateDate\n    }\n  }\n': typeof types.FavoriteRow_FavoriteFragmentDoc;
  '\n  query FavoritesPage($page: Int!, $pageSize: Int!) {\n    favorites(page: $page, pageSize: $pageSize) {\n      page\n      total\n      totalPages\n      items {\n        id\n        book {\n          id\n          isFavorited\n        }\n        ...FavoriteRow_favorite\n      }\n    }\n  }\n': typeof types.FavoritesPageDocument;
  '\n  query ContinueReadingShelf($limit: Int!) {\n    continueReading(limit: $limit) {\n      chapterId\n      chapterTitle\n      progress\n      position\n      updatedAt\n      book {\n        id\n        title\n        coverImage\n      }\n    }\n  }\n': typeof types.ContinueReadingShelfDocument;
  '\n  query HomeFeed($page: Int!, $pageSize: Int!) {\n    books(page: $page, pageSize: $pageSize) @connection(key: "homeFeed") {\n      page\n      pageSize\n      total\n      totalPages\n      hasMore\n      items {\n        id\n        ...NovelCard_book\n      }\n    }\n  }\n': typeof types.HomeFeedDocument;
  '\n  query HomeBooks($page: Int!, $pageSize: Int!) {\n    books(page: $page, pageSize: $pageSize) {\n      page\n      pageSize\n      total\n      totalPages\n      hasMore\n      items {\n        id\n        ...NovelCard_book\n      }\n    }\n  }\n': typeof types.HomeBooksDocument;
  '\n  fragment ChapterList_chapter on Chapter {\n    id\n    title\n    hasContent\n    isFree\n    coinsRequired\n    readingProgress {\n      isCompleted\n      purchased\n    }\n  }\n': typeof types.ChapterList_ChapterFragmentDoc;
  '\n  fragment FavoriteButton_book on Book {\n    id\n    isFavorited\n  }\n': typeof types.FavoriteButton_BookFragmentDoc;
  '\n  mutation AddFavorite($bookId: ID!) {\n    addFavorite(bookId: $bookId) {\n      book {\n        ...FavoriteButton_book\n      }\n    }\n  }\n': typeof types.AddFavoriteDocument;
  '\n  mutation RemoveFavorite($bookId: ID!) {\n    removeFavorite(bookId: $bookId) {\n      book {\n        ...FavoriteButton_book\n      }\n    }\n  }\n': typeof types.RemoveFavoriteDocument;
  '\n  query NovelDetail($id: ID!, $chapterPageSize: Int!) {\n    book(id: $id) {\n      id\n      title\n      author\n      coverImage\n      description\n      publishDate\n      viewCount\n      totalChapters\n      tags\n      readingProgress {\n        lastChapterId\n      }\n      ...FavoriteButton_book\n      chapters(page: 1, pageSize: $chapterPageSize) {\n        total\n        items {\n          id\n          title\n          hasContent\n          readingProgress {\n            isCompleted\n          }\n          ...ChapterList_chapter\n        }\n      }\n    }\n  }\n': typeof types.NovelDetailDocument;
  '\n  query OfflineChapters($id: ID!) {\n    book(id: $id) {\n      id\n      readingProgress {\n        lastChapterId\n      }\n      chapters(pageSize: 1000) {\n        items {\n          id\n          number\n          wordCount\n          coinsRequired\n          hasContent\n          readingProgress {\n            purchased\n          }\n        }\n      }\n    }\n  }\n': typeof types.OfflineChaptersDocument;
  '\n  query DownloadChapter($bookId: ID!, $chapterId: ID!) {\n    chapter(bookId: $bookId, chapterId: $chapterId) {\n      id\n      number\n      title\n      content\n      locked\n      coinsRequired\n      previousChapterId\n      nextChapterId\n    }\n  }\n': typeof types.DownloadChapterDocument;
  '\n  query NovelLaterChapters($id: ID!, $page: Int!, $pageSize: Int!) {\n    book(id: $id) {\n      id\n      chapters(page: $page, pageSize: $pageSize) {\n        items {\n          id\n          title\n          hasContent\n          readingProgress {\n            isCompleted\n          }\n        }\n      }\n    }\n  }\n': typeof types.NovelLaterChaptersDocument;
  '\n  fragment ChapterListItem_chapter on Chapter {\n    id\n    title\n    coinsRequired\n    readingProgress {\n      isCompleted\n      purchased\n    }\n  }\n': typeof types.ChapterListItem_ChapterFragmentDoc;
  '\n  mutation SettleReadingTask($input: SettleReadingTaskInput!) {\n    settleReadingTask(input: $input) {\n      coinsAwarded\n      message\n      task {\n        type\n        progress\n        target\n        completed\n        percentage\n        reward\n      }\n      user {\n        id\n        coins\n      }\n    }\n  }\n': typeof types.SettleReadingTaskDocument;
  '\n  mutation SendQueuedProgress($input: ReadingProgressInput!) {\n    reportReadingProgress(input: $input) {\n      progress\n      isCompleted\n      chapter {\n        id\n        readingProgress {\n          progress\n          isCompleted\n        }\n      }\n    }\n  }\n': typeof types.SendQueuedProgressDocument;
  '\n  query ReaderBook($id: ID!) {\n    book(id: $id) {\n      id\n      title\n      readingProgress {\n        lastChapterId\n      }\n      chapters(pageSize: 1000) {\n        total\n        items {\n          id\n          ...ChapterListItem_chapter\n        }\n      }\n    }\n  }\n': typeof types.ReaderBookDocument;
  '\n  fragment ReaderScreen_chapter on Chapter {\n    id\n    number\n    title\n    coinsRequired\n    content\n    hasContent\n    locked\n    previousChapterId\n    nextChapterId\n    readingProgress {\n      isCompleted\n    }\n  }\n': typeof types.ReaderScreen_ChapterFragmentDoc;
  '\n  query ReaderChapter($bookId: ID!, $chapterId: ID!) {\n    chapter(bookId: $bookId, chapterId: $chapterId) {\n      id\n      ...ReaderScreen_chapter\n      # The place kept on the server (any device); asked here only, as opening a chapter does not answer it.\n      readingProgress {\n        position\n      }\n    }\n  }\n': typeof types.ReaderChapterDocument;
  '\n  mutation StartReading($bookId: ID!, $chapterId: ID!) {\n    startReading(bookId: $bookId, chapterId: $chapterId) {\n      ...ChapterOpening_payload\n      chapter {\n        id\n        readingProgress {\n          isCompleted\n        }\n      }\n      rewardInSeconds\n      completionInSeconds\n    }\n  }\n': typeof types.StartReadingDocument;
  '\n  mutation UnlockChapter($bookId: ID!, $chapterId: ID!) {\n    startReading(bookId: $bookId, chapterId: $chapterId) {\n      ...ChapterOpening_payload\n      chapter {\n        ...ReaderScreen_chapter\n        # Bought now: the chapter lists in the cache say so.\n        readingProgress {\n          purchased\n        }\n      }\n    }\n  }\n': typeof types.UnlockChapterDocument;
  '\n  query ReaderBalance {\n    me {\n      id\n      coins\n    }\n  }\n': typeof types.ReaderBalanceDocument;
  '\n  fragment ChapterOpening_payload on StartReadingPayload {\n    coinsDeducted\n    coinsAwarded\n    rewards {\n      type\n      coins\n      chapterId\n    }\n    user {\n      id\n      coins\n    }\n  }\n': typeof types.ChapterOpening_PayloadFragmentDoc;
  '\n  mutation ReportReadingProgress($input: ReadingProgressInput!) {\n    reportReadingProgress(input: $input) {\n      progress\n      isCompleted\n      coinsAwarded\n      message\n      clockRunning\n      rewardInSeconds\n      completionInSeconds\n      rewards {\n        type\n        coins\n        chapterId\n      }\n      position\n      chapter {\n        id\n        readingProgress {\n          progress\n          isCompleted\n          position\n        }\n      }\n      user {\n        id\n        coins\n      }\n    }\n  }\n': typeof types.ReportReadingProgressDocument;
  '\n  fragment ReaderAccountSettings_settings on ReaderSettings {\n    theme\n    fontSize\n    lineHeight\n    fontColor\n    backgroundColor\n    opacity\n    mode\n    voice\n    speechRate\n    appearance\n    changedAt\n  }\n': typeof types.ReaderAccountSettings_SettingsFragmentDoc;
  '\n  query ReaderAccountSettings {\n    me {\n      id\n      readerSettings {\n        ...ReaderAccountSettings_settings\n      }\n    }\n  }\n': typeof types.ReaderAccountSettingsDocument;
  '\n  mutation SaveReaderSettings($input: ReaderSettingsInput!) {\n    saveReaderSettings(input: $input) {\n      ...ReaderAccountSettings_settings\n    }\n  }\n': typeof types.SaveReaderSettingsDocument;
  '\n  query SearchResults($query: String!, $page: Int!, $pageSize: Int!, $genre: SearchGenre, $sort: SearchSort!) {\n    searchBooks(query: $query, page: $page, pageSize: $pageSize, genre: $genre, sort: $sort) @connection(key: "searchFeed") {\n      page\n      pageSize\n      total\n      totalPages\n      hasMore\n      items {\n        id\n        ...NovelCard_book\n      }\n    }\n  }\n': typeof types.SearchResultsDocument;
  '\n  query ReadingStats($days: Int!) {\n    readingStats(days: $days) {\n      timezone\n      today\n      streakMinMinutes\n      days {\n        date\n        seconds\n        minutes\n      }\n      todaySeconds\n      todayMinutes\n      currentStreak\n      longestStreak\n      chaptersCompleted\n      novelsStarted\n    }\n  }\n': typeof types.ReadingStatsDocument;
  '\n  fragment CheckInCard_status on CheckinStatus {\n    nextCheckinTime\n    reward\n  }\n': typeof types.CheckInCard_StatusFragmentDoc;
  '\n  mutation CheckIn($language: Language!) {\n    checkIn(language: $language) {\n      coinsAwarded\n      message\n      status {\n        ...CheckInCard_status\n      }\n      user {\n        id\n        coins\n      }\n    }\n  }\n': typeof types.CheckInDocument;
  '\n  query ReadingStreak {\n    readingStats(days: 7) {\n      currentStreak\n    }\n  }\n': typeof types.ReadingStreakDocument;
  '\n  fragment ReadingTaskCard_task on ReadingTask {\n    type\n    progress\n    target\n    completed\n    percentage\n    reward\n  }\n': typeof types.ReadingTaskCard_TaskFragmentDoc;
  '\n  query TasksScreen {\n    me {\n      id\n      coins\n    }\n    checkinStatus {\n      serverTime\n      ...CheckInCard_status\n    }\n    chapterTask: readingTask(type: CHAPTER_READING) {\n      type\n      completed\n      target\n      reward\n      ...ReadingTaskCard_task\n    }\n    novelTask: readingTask(type: NOVEL_READING) {\n      type\n      completed\n      target\n      reward\n      ...ReadingTaskCard_task\n    }\n    rewardRules {\n      checkinReward\n      checkinPeriodHours\n      chapterReward\n      chapterRewardProgress\n      firstReadReward\n      chapterTaskTarget\n      chapterTaskReward\n      novelTaskTarget\n      novelTaskReward\n      timezone\n    }\n    ...WithdrawCard_query\n  }\n': typeof types.TasksScreenDocument;
  '\n  fragment WithdrawCard_query on Query {\n    withdrawConfig {\n      requiredCoins\n    }\n    withdrawProgress {\n      userCoins\n      requiredCoins\n      progressPercentage\n      canWithdraw\n      remainingCoins\n    }\n    withdrawStanding {\n      userCoins\n      currentLevel\n      targetLevel\n      isMaxLevel\n      target {\n        level\n        name\n        nameEn\n        amount\n      }\n    }\n  }\n': typeof types.WithdrawCard_QueryFragmentDoc;
  '\n  mutation Withdraw($targetLevel: Int!, $amount: Int!) {\n    withdraw(targetLevel: $targetLevel, amount: $amount) {\n      targetLevel\n      amount\n      nextLevel\n      isMaxLevel\n      user {\n        id\n        coins\n      }\n    }\n  }\n': typeof types.WithdrawDocument;
  '\n  mutation RecordAchievement($targetLevel: Int!) {\n    recordAchievement(targetLevel: $targetLevel) {\n      targetLevel\n      achievedAt\n      newlyAchieved\n    }\n  }\n': typeof types.RecordAchievementDocument;
  '\n  mutation Logout {\n    logout\n  }\n': typeof types.LogoutDocument;
  '\n  query Me {\n    me {\n      ...StoredUser_user\n    }\n  }\n': typeof types.MeDocument;
  '\n  fragment StoredUser_user on User {\n    id\n    username\n    email\n    coins\n    readHistory {\n      chapterId\n      progress\n      updatedAt\n      book {\n        id\n        title\n        coverImage\n      }\n    }\n  }\n': typeof types.StoredUser_UserFragmentDoc;
  '\n  fragment NovelCard_book on Book {\n    id\n    title\n    author\n    coverImage\n    tags\n    isFavorited\n    isVip\n    coinsRequired\n  }\n': typeof types.NovelCard_BookFragmentDoc;
};
const documents: Documents = {
  '\n  query AccountDetails($page: Int!, $pageSize: Int!, $language: Language!) {\n    accountDetails(page: $page, pageSize: $pageSize, language: $language) {\n      page\n      pageSize\n      total\n      hasMore\n      items {\n        id\n        ...TransactionRow_transaction\n      }\n    }\n  }\n':
    types.AccountDetailsDocument,
  '\n  fragment TransactionRow_transaction on Transaction {\n    id\n    type\n    taskType\n    amount\n    description\n    createdAt\n  }\n':
    types.TransactionRow_TransactionFragmentDoc,
  '\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n':
    types.ChangePasswordDocument,
  '\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      username\n      email\n      ...StoredUser_user\n    }\n  }\n':
    types.UpdateProfileDocument,
  '\n  query RecoveryCodeStatus {\n    me {\n      id\n      hasRecoveryCode\n    }\n  }\n': types.RecoveryCodeStatusDocument,
  '\n  mutation IssueRecoveryCode($input: IssueRecoveryCodeInput!) {\n    issueRecoveryCode(input: $input) {\n      recoveryCode\n      message\n    }\n  }\n':
    types.IssueRecoveryCodeDocument,
  '\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n      recoveryCode\n    }\n  }\n':
    types.ResetPasswordDocument,
  '\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      message\n      user {\n        ...StoredUser_user\n      }\n    }\n  }\n':
    types.LoginDocument,
  '\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      recoveryCode\n      user {\n        username\n        ...StoredUser_user\n      }\n    }\n  }\n':
    types.RegisterDocument,
  '\n  query CategoryBooks($page: Int!, $pageSize: Int!, $category: BookCategory) {\n    books(page: $page, pageSize: $pageSize, category: $category) {\n      page\n      total\n      totalPages\n      items {\n        id\n        ...NovelCard_book\n      }\n    }\n  }\n':
    types.CategoryBooksDocument,
  '\n  query BookSearch($query: String!, $page: Int!, $pageSize: Int!) {\n    searchBooks(query: $query, page: $page, pageSize: $pageSize) {\n      page\n      total\n      totalPages\n      items {\n        id\n        ...NovelCard_book\n      }\n    }\n  }\n':
    types.BookSearchDocument,
  '\n  fragment FavoriteRow_favorite on Favorite {\n    id\n    book {\n      id\n      title\n      author\n      description\n      coverImage\n      totalChapters\n      wordCount\n      lastUpdateDate\n    }\n  }\n':
    types.FavoriteRow_FavoriteFragmentDoc,
  '\n  query FavoritesPage($page: Int!, $pageSize: Int!) {\n    favorites(page: $page, pageSize: $pageSize) {\n      page\n      total\n      totalPages\n      items {\n        id\n        book {\n          id\n          isFavorited\n        }\n        ...FavoriteRow_favorite\n      }\n    }\n  }\n':
    types.FavoritesPageDocument,
  '\n  query ContinueReadingShelf($limit: Int!) {\n    continueReading(limit: $limit) {\n      chapterId\n      chapterTitle\n      progress\n      position\n      updatedAt\n      book {\n        id\n        title\n        coverImage\n      }\n    }\n  }\n':
    types.ContinueReadingShelfDocument,
  '\n  query HomeFeed($page: Int!, $pageSize: Int!) {\n    books(page: $page, pageSize: $pageSize) @connection(key: "homeFeed") {\n      page\n      pageSize\n      total\n      totalPages\n      hasMore\n      items {\n        id\n        ...NovelCard_book\n      }\n    }\n  }\n':
    types.HomeFeedDocument,
  '\n  query HomeBooks($page: Int!, $pageSize: Int!) {\n    books(page: $page, pageSize: $pageSize) {\n      page\n      pageSize\n      total\n      totalPages\n      hasMore\n      items {\n        id\n        ...NovelCard_book\n      }\n    }\n  }\n':
    types.HomeBooksDocument,
  '\n  fragment ChapterList_chapter on Chapter {\n    id\n    title\n    hasContent\n    isFree\n    coinsRequired\n    readingProgress {\n      isCompleted\n      purchased\n    }\n  }\n':
    types.ChapterList_ChapterFragmentDoc,
  '\n  fragment FavoriteButton_book on Book {\n    id\n    isFavorited\n  }\n': types.FavoriteButton_BookFragmentDoc,
  '\n  mutation AddFavorite($bookId: ID!) {\n    addFavorite(bookId: $bookId) {\n      book {\n        ...FavoriteButton_book\n      }\n    }\n  }\n':
    types.AddFavoriteDocument,
  '\n  mutation RemoveFavorite($bookId: ID!) {\n    removeFavorite(bookId: $bookId) {\n      book {\n        ...FavoriteButton_book\n      }\n    }\n  }\n':
    types.RemoveFavoriteDocument,
  '\n  query NovelDetail($id: ID!, $chapterPageSize: Int!) {\n    book(id: $id) {\n      id\n      title\n      author\n      coverImage\n      description\n      publishDate\n      viewCount\n      totalChapters\n      tags\n      readingProgress {\n        lastChapterId\n      }\n      ...FavoriteButton_book\n      chapters(page: 1, pageSize: $chapterPageSize) {\n        total\n        items {\n          id\n          title\n          hasContent\n          readingProgress {\n            isCompleted\n          }\n          ...ChapterList_chapter\n        }\n      }\n    }\n  }\n':
    types.NovelDetailDocument,
  '\n  query OfflineChapters($id: ID!) {\n    book(id: $id) {\n      id\n      readingProgress {\n        lastChapterId\n      }\n      chapters(pageSize: 1000) {\n        items {\n          id\n          number\n          wordCount\n          coinsRequired\n          hasContent\n          readingProgress {\n            purchased\n          }\n        }\n      }\n    }\n  }\n':
    types.OfflineChaptersDocument,
  '\n  query DownloadChapter($bookId: ID!, $chapterId: ID!) {\n    chapter(bookId: $bookId, chapterId: $chapterId) {\n      id\n      number\n      title\n      content\n      locked\n      coinsRequired\n      previousChapterId\n      nextChapterId\n    }\n  }\n':
    types.DownloadChapterDocument,
  '\n  query NovelLaterChapters($id: ID!, $page: Int!, $pageSize: Int!) {\n    book(id: $id) {\n      id\n      chapters(page: $page, pageSize: $pageSize) {\n        items {\n          id\n          title\n          hasContent\n          readingProgress {\n            isCompleted\n          }\n        }\n      }\n    }\n  }\n':
    types.NovelLaterChaptersDocument,
  '\n  fragment ChapterListItem_chapter on Chapter {\n    id\n    title\n    coinsRequired\n    readingProgress {\n      isCompleted\n      purchased\n    }\n  }\n':
    types.ChapterListItem_ChapterFragmentDoc,
  '\n  mutation SettleReadingTask($input: SettleReadingTaskInput!) {\n    settleReadingTask(input: $input) {\n      coinsAwarded\n      message\n      task {\n        type\n        progress\n        target\n        completed\n        percentage\n        reward\n      }\n      user {\n        id\n        coins\n      }\n    }\n  }\n':
    types.SettleReadingTaskDocument,
  '\n  mutation SendQueuedProgress($input: ReadingProgressInput!) {\n    reportReadingProgress(input: $input) {\n      progress\n      isCompleted\n      chapter {\n        id\n        readingProgress {\n          progress\n          isCompleted\n        }\n      }\n    }\n  }\n':
    types.SendQueuedProgressDocument,
  '\n  query ReaderBook($id: ID!) {\n    book(id: $id) {\n      id\n      title\n      readingProgress {\n        lastChapterId\n      }\n      chapters(pageSize: 1000) {\n        total\n        items {\n          id\n          ...ChapterListItem_chapter\n        }\n      }\n    }\n  }\n':
    types.ReaderBookDocument,
  '\n  fragment ReaderScreen_chapter on Chapter {\n    id\n    number\n    title\n    coinsRequired\n    content\n    hasContent\n    locked\n    previousChapterId\n    nextChapterId\n    readingProgress {\n      isCompleted\n    }\n  }\n':
    types.ReaderScreen_ChapterFragmentDoc,
  '\n  query ReaderChapter($bookId: ID!, $chapterId: ID!) {\n    chapter(bookId: $bookId, chapterId: $chapterId) {\n      id\n      ...ReaderScreen_chapter\n      # The place kept on the server (any device); asked here only, as opening a chapter does not answer it.\n      readingProgress {\n        position\n      }\n    }\n  }\n':
    types.ReaderChapterDocument,
  '\n  mutation StartReading($bookId: ID!, $chapterId: ID!) {\n    startReading(bookId: $bookId, chapterId: $chapterId) {\n      ...ChapterOpening_payload\n      chapter {\n        id\n        readingProgress {\n          isCompleted\n        }\n      }\n      rewardInSeconds\n      completionInSeconds\n    }\n  }\n':
    types.StartReadingDocument,
  '\n  mutation UnlockChapter($bookId: ID!, $chapterId: ID!) {\n    startReading(bookId: $bookId, chapterId: $chapterId) {\n      ...ChapterOpening_payload\n      chapter {\n        ...ReaderScreen_chapter\n        # Bought now: the chapter lists in the cache say so.\n        readingProgress {\n          purchased\n        }\n      }\n    }\n  }\n':
    types.UnlockChapterDocument,
  '\n  query ReaderBalance {\n    me {\n      id\n      coins\n    }\n  }\n': types.ReaderBalanceDocument,
  '\n  fragment ChapterOpening_payload on StartReadingPayload {\n    coinsDeducted\n    coinsAwarded\n    rewards {\n      type\n      coins\n      chapterId\n    }\n    user {\n      id\n      coins\n    }\n  }\n':
    types.ChapterOpening_PayloadFragmentDoc,
  '\n  mutation ReportReadingProgress($input: ReadingProgressInput!) {\n    reportReadingProgress(input: $input) {\n      progress\n      isCompleted\n      coinsAwarded\n      message\n      clockRunning\n      rewardInSeconds\n      completionInSeconds\n      rewards {\n        type\n        coins\n        chapterId\n      }\n      position\n      chapter {\n        id\n        readingProgress {\n          progress\n          isCompleted\n          position\n        }\n      }\n      user {\n        id\n        coins\n      }\n    }\n  }\n':
    types.ReportReadingProgressDocument,
  '\n  fragment ReaderAccountSettings_settings on ReaderSettings {\n    theme\n    fontSize\n    lineHeight\n    fontColor\n    backgroundColor\n    opacity\n    mode\n    voice\n    speechRate\n    appearance\n    changedAt\n  }\n':
    types.ReaderAccountSettings_SettingsFragmentDoc,
  '\n  query ReaderAccountSettings {\n    me {\n      id\n      readerSettings {\n        ...ReaderAccountSettings_settings\n      }\n    }\n  }\n':
    types.ReaderAccountSettingsDocument,
  '\n  mutation SaveReaderSettings($input: ReaderSettingsInput!) {\n    saveReaderSettings(input: $input) {\n      ...ReaderAccountSettings_settings\n    }\n  }\n':
    types.SaveReaderSettingsDocument,
  '\n  query SearchResults($query: String!, $page: Int!, $pageSize: Int!, $genre: SearchGenre, $sort: SearchSort!) {\n    searchBooks(query: $query, page: $page, pageSize: $pageSize, genre: $genre, sort: $sort) @connection(key: "searchFeed") {\n      page\n      pageSize\n      total\n      totalPages\n      hasMore\n      items {\n        id\n        ...NovelCard_book\n      }\n    }\n  }\n':
    types.SearchResultsDocument,
  '\n  query ReadingStats($days: Int!) {\n    readingStats(days: $days) {\n      timezone\n      today\n      streakMinMinutes\n      days {\n        date\n        seconds\n        minutes\n      }\n      todaySeconds\n      todayMinutes\n      currentStreak\n      longestStreak\n      chaptersCompleted\n      novelsStarted\n    }\n  }\n':
    types.ReadingStatsDocument,
  '\n  fragment CheckInCard_status on CheckinStatus {\n    nextCheckinTime\n    reward\n  }\n': types.CheckInCard_StatusFragmentDoc,
  '\n  mutation CheckIn($language: Language!) {\n    checkIn(language: $language) {\n      coinsAwarded\n      message\n      status {\n        ...CheckInCard_status\n      }\n      user {\n        id\n        coins\n      }\n    }\n  }\n':
    types.CheckInDocument,
  '\n  query ReadingStreak {\n    readingStats(days: 7) {\n      currentStreak\n    }\n  }\n': types.ReadingStreakDocument,
  '\n  fragment ReadingTaskCard_task on ReadingTask {\n    type\n    progress\n    target\n    completed\n    percentage\n    reward\n  }\n':
    types.ReadingTaskCard_TaskFragmentDoc,
  '\n  query TasksScreen {\n    me {\n      id\n      coins\n    }\n    checkinStatus {\n      serverTime\n      ...CheckInCard_status\n    }\n    chapterTask: readingTask(type: CHAPTER_READING) {\n      type\n      completed\n      target\n      reward\n      ...ReadingTaskCard_task\n    }\n    novelTask: readingTask(type: NOVEL_READING) {\n      type\n      completed\n      target\n      reward\n      ...ReadingTaskCard_task\n    }\n    rewardRules {\n      checkinReward\n      checkinPeriodHours\n      chapterReward\n      chapterRewardProgress\n      firstReadReward\n      chapterTaskTarget\n      chapterTaskReward\n      novelTaskTarget\n      novelTaskReward\n      timezone\n    }\n    ...WithdrawCard_query\n  }\n':
    types.TasksScreenDocument,
  '\n  fragment WithdrawCard_query on Query {\n    withdrawConfig {\n      requiredCoins\n    }\n    withdrawProgress {\n      userCoins\n      requiredCoins\n      progressPercentage\n      canWithdraw\n      remainingCoins\n    }\n    withdrawStanding {\n      userCoins\n      currentLevel\n      targetLevel\n      isMaxLevel\n      target {\n        level\n        name\n        nameEn\n        amount\n      }\n    }\n  }\n':
    types.WithdrawCard_QueryFragmentDoc,
  '\n  mutation Withdraw($targetLevel: Int!, $amount: Int!) {\n    withdraw(targetLevel: $targetLevel, amount: $amount) {\n      targetLevel\n      amount\n      nextLevel\n      isMaxLevel\n      user {\n        id\n        coins\n      }\n    }\n  }\n':
    types.WithdrawDocument,
  '\n  mutation RecordAchievement($targetLevel: Int!) {\n    recordAchievement(targetLevel: $targetLevel) {\n      targetLevel\n      achievedAt\n      newlyAchieved\n    }\n  }\n':
    types.RecordAchievementDocument,
  '\n  mutation Logout {\n    logout\n  }\n': types.LogoutDocument,
  '\n  query Me {\n    me {\n      ...StoredUser_user\n    }\n  }\n': types.MeDocument,
  '\n  fragment StoredUser_user on User {\n    id\n    username\n    email\n    coins\n    readHistory {\n      chapterId\n      progress\n      updatedAt\n      book {\n        id\n        title\n        coverImage\n      }\n    }\n  }\n':
    types.StoredUser_UserFragmentDoc,
  '\n  fragment NovelCard_book on Book {\n    id\n    title\n    author\n    coverImage\n    tags\n    isFavorited\n    isVip\n    coinsRequired\n  }\n':
    types.NovelCard_BookFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AccountDetails($page: Int!, $pageSize: Int!, $language: Language!) {\n    accountDetails(page: $page, pageSize: $pageSize, language: $language) {\n      page\n      pageSize\n      total\n      hasMore\n      items {\n        id\n        ...TransactionRow_transaction\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AccountDetails($page: Int!, $pageSize: Int!, $language: Language!) {\n    accountDetails(page: $page, pageSize: $pageSize, language: $language) {\n      page\n      pageSize\n      total\n      hasMore\n      items {\n        id\n        ...TransactionRow_transaction\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment TransactionRow_transaction on Transaction {\n    id\n    type\n    taskType\n    amount\n    description\n    createdAt\n  }\n',
): (typeof documents)['\n  fragment TransactionRow_transaction on Transaction {\n    id\n    type\n    taskType\n    amount\n    description\n    createdAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n',
): (typeof documents)['\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      username\n      email\n      ...StoredUser_user\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      username\n      email\n      ...StoredUser_user\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query RecoveryCodeStatus {\n    me {\n      id\n      hasRecoveryCode\n    }\n  }\n',
): (typeof documents)['\n  query RecoveryCodeStatus {\n    me {\n      id\n      hasRecoveryCode\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation IssueRecoveryCode($input: IssueRecoveryCodeInput!) {\n    issueRecoveryCode(input: $input) {\n      recoveryCode\n      message\n    }\n  }\n',
): (typeof documents)['\n  mutation IssueRecoveryCode($input: IssueRecoveryCodeInput!) {\n    issueRecoveryCode(input: $input) {\n      recoveryCode\n      message\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n      recoveryCode\n    }\n  }\n',
): (typeof documents)['\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n      recoveryCode\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      message\n      user {\n        ...StoredUser_user\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      message\n      user {\n        ...StoredUser_user\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      recoveryCode\n      user {\n        username\n        ...StoredUser_user\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      recoveryCode\n      user {\n        username\n        ...StoredUser_user\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CategoryBooks($page: Int!, $pageSize: Int!, $category: BookCategory) {\n    books(page: $page, pageSize: $pageSize, category: $category) {\n      page\n      total\n      totalPages\n      items {\n        id\n        ...NovelCard_book\n      }\n    }\n  }\n',
): (typeof documents)['\n  query CategoryBooks($page: Int!, $pageSize: Int!, $category: BookCategory) {\n    books(page: $page, pageSize: $pageSize, category: $category) {\n      page\n      total\n      totalPages\n      items {\n        id\n        ...NovelCard_book\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BookSearch($query: String!, $page: Int!, $pageSize: Int!) {\n    searchBooks(query: $query, page: $page, pageSize: $pageSize) {\n      page\n      total\n      totalPages\n      items {\n        id\n        ...NovelCard_book\n      }\n    }\n  }\n',
): (typeof documents)['\n  query BookSearch($query: String!, $page: Int!, $pageSize: Int!) {\n    searchBooks(query: $query, page: $page, pageSize: $pageSize) {\n      page\n      total\n      totalPages\n      items {\n        id\n        ...NovelCard_book\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment FavoriteRow_favorite on Favorite {\n    id\n    book {\n      id\n      title\n      author\n      description\n      coverImage\n      totalChapters\n      wordCount\n      lastUpdateDate\n    }\n  }\n',
): (typeof documents)['\n  fragment FavoriteRow_favorite on Favorite {\n    id\n    book {\n      id\n      title\n      author\n      description\n      coverImage\n      totalChapters\n      wordCount\n      lastUpdateDate\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query FavoritesPage($page: Int!, $pageSize: Int!) {\n    favorites(page: $page, pageSize: $pageSize) {\n      page\n      total\n      totalPages\n      items {\n        id\n        book {\n          id\n          isFavorited\n        }\n        ...FavoriteRow_favorite\n      }\n    }\n  }\n',
): (typeof documents)['\n  query FavoritesPage($page: Int!, $pageSize: Int!) {\n    favorites(page: $page, pageSize: $pageSize) {\n      page\n      total\n      totalPages\n      items {\n        id\n        book {\n          id\n          isFavorited\n        }\n        ...FavoriteRow_favorite\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ContinueReadingShelf($limit: Int!) {\n    continueReading(limit: $limit) {\n      chapterId\n      chapterTitle\n      progress\n      position\n      updatedAt\n      book {\n        id\n        title\n        coverImage\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ContinueReadingShelf($limit: Int!) {\n    continueReading(limit: $limit) {\n      chapterId\n      chapterTitle\n      progress\n      position\n      updatedAt\n      book {\n        id\n        title\n        coverImage\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HomeFeed($page: Int!, $pageSize: Int!) {\n    books(page: $page, pageSize: $pageSize) @connection(key: "homeFeed") {\n      page\n      pageSize\n      total\n      totalPages\n      hasMore\n      items {\n        id\n        ...NovelCard_book\n      }\n    }\n  }\n',
): (typeof documents)['\n  query HomeFeed($page: Int!, $pageSize: Int!) {\n    books(page: $page, pageSize: $pageSize) @connection(key: "homeFeed") {\n      page\n      pageSize\n      total\n      totalPages\n      hasMore\n      items {\n        id\n        ...NovelCard_book\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HomeBooks($page: Int!, $pageSize: Int!) {\n    books(page: $page, pageSize: $pageSize) {\n      page\n      pageSize\n      total\n      totalPages\n      hasMore\n      items {\n        id\n        ...NovelCard_book\n      }\n    }\n  }\n',
): (typeof documents)['\n  query HomeBooks($page: Int!, $pageSize: Int!) {\n    books(page: $page, pageSize: $pageSize) {\n      page\n      pageSize\n      total\n      totalPages\n      hasMore\n      items {\n        id\n        ...NovelCard_book\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ChapterList_chapter on Chapter {\n    id\n    title\n    hasContent\n    isFree\n    coinsRequired\n    readingProgress {\n      isCompleted\n      purchased\n    }\n  }\n',
): (typeof documents)['\n  fragment ChapterList_chapter on Chapter {\n    id\n    title\n    hasContent\n    isFree\n    coinsRequired\n    readingProgress {\n      isCompleted\n      purchased\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment FavoriteButton_book on Book {\n    id\n    isFavorited\n  }\n',
): (typeof documents)['\n  fragment FavoriteButton_book on Book {\n    id\n    isFavorited\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddFavorite($bookId: ID!) {\n    addFavorite(bookId: $bookId) {\n      book {\n        ...FavoriteButton_book\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation AddFavorite($bookId: ID!) {\n    addFavorite(bookId: $bookId) {\n      book {\n        ...FavoriteButton_book\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemoveFavorite($bookId: ID!) {\n    removeFavorite(bookId: $bookId) {\n      book {\n        ...FavoriteButton_book\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation RemoveFavorite($bookId: ID!) {\n    removeFavorite(bookId: $bookId) {\n      book {\n        ...FavoriteButton_book\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query NovelDetail($id: ID!, $chapterPageSize: Int!) {\n    book(id: $id) {\n      id\n      title\n      author\n      coverImage\n      description\n      publishDate\n      viewCount\n      totalChapters\n      tags\n      readingProgress {\n        lastChapterId\n      }\n      ...FavoriteButton_book\n      chapters(page: 1, pageSize: $chapterPageSize) {\n        total\n        items {\n          id\n          title\n          hasContent\n          readingProgress {\n            isCompleted\n          }\n          ...ChapterList_chapter\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query NovelDetail($id: ID!, $chapterPageSize: Int!) {\n    book(id: $id) {\n      id\n      title\n      author\n      coverImage\n      description\n      publishDate\n      viewCount\n      totalChapters\n      tags\n      readingProgress {\n        lastChapterId\n      }\n      ...FavoriteButton_book\n      chapters(page: 1, pageSize: $chapterPageSize) {\n        total\n        items {\n          id\n          title\n          hasContent\n          readingProgress {\n            isCompleted\n          }\n          ...ChapterList_chapter\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OfflineChapters($id: ID!) {\n    book(id: $id) {\n      id\n      readingProgress {\n        lastChapterId\n      }\n      chapters(pageSize: 1000) {\n        items {\n          id\n          number\n          wordCount\n          coinsRequired\n          hasContent\n          readingProgress {\n            purchased\n          }\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query OfflineChapters($id: ID!) {\n    book(id: $id) {\n      id\n      readingProgress {\n        lastChapterId\n      }\n      chapters(pageSize: 1000) {\n        items {\n          id\n          number\n          wordCount\n          coinsRequired\n          hasContent\n          readingProgress {\n            purchased\n          }\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DownloadChapter($bookId: ID!, $chapterId: ID!) {\n    chapter(bookId: $bookId, chapterId: $chapterId) {\n      id\n      number\n      title\n      content\n      locked\n      coinsRequired\n      previousChapterId\n      nextChapterId\n    }\n  }\n',
): (typeof documents)['\n  query DownloadChapter($bookId: ID!, $chapterId: ID!) {\n    chapter(bookId: $bookId, chapterId: $chapterId) {\n      id\n      number\n      title\n      content\n      locked\n      coinsRequired\n      previousChapterId\n      nextChapterId\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query NovelLaterChapters($id: ID!, $page: Int!, $pageSize: Int!) {\n    book(id: $id) {\n      id\n      chapters(page: $page, pageSize: $pageSize) {\n        items {\n          id\n          title\n          hasContent\n          readingProgress {\n            isCompleted\n          }\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query NovelLaterChapters($id: ID!, $page: Int!, $pageSize: Int!) {\n    book(id: $id) {\n      id\n      chapters(page: $page, pageSize: $pageSize) {\n        items {\n          id\n          title\n          hasContent\n          readingProgress {\n            isCompleted\n          }\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ChapterListItem_chapter on Chapter {\n    id\n    title\n    coinsRequired\n    readingProgress {\n      isCompleted\n      purchased\n    }\n  }\n',
): (typeof documents)['\n  fragment ChapterListItem_chapter on Chapter {\n    id\n    title\n    coinsRequired\n    readingProgress {\n      isCompleted\n      purchased\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SettleReadingTask($input: SettleReadingTaskInput!) {\n    settleReadingTask(input: $input) {\n      coinsAwarded\n      message\n      task {\n        type\n        progress\n        target\n        completed\n        percentage\n        reward\n      }\n      user {\n        id\n        coins\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation SettleReadingTask($input: SettleReadingTaskInput!) {\n    settleReadingTask(input: $input) {\n      coinsAwarded\n      message\n      task {\n        type\n        progress\n        target\n        completed\n        percentage\n        reward\n      }\n      user {\n        id\n        coins\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SendQueuedProgress($input: ReadingProgressInput!) {\n    reportReadingProgress(input: $input) {\n      progress\n      isCompleted\n      chapter {\n        id\n        readingProgress {\n          progress\n          isCompleted\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation SendQueuedProgress($input: ReadingProgressInput!) {\n    reportReadingProgress(input: $input) {\n      progress\n      isCompleted\n      chapter {\n        id\n        readingProgress {\n          progress\n          isCompleted\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ReaderBook($id: ID!) {\n    book(id: $id) {\n      id\n      title\n      readingProgress {\n        lastChapterId\n      }\n      chapters(pageSize: 1000) {\n        total\n        items {\n          id\n          ...ChapterListItem_chapter\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ReaderBook($id: ID!) {\n    book(id: $id) {\n      id\n      title\n      readingProgress {\n        lastChapterId\n      }\n      chapters(pageSize: 1000) {\n        total\n        items {\n          id\n          ...ChapterListItem_chapter\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ReaderScreen_chapter on Chapter {\n    id\n    number\n    title\n    coinsRequired\n    content\n    hasContent\n    locked\n    previousChapterId\n    nextChapterId\n    readingProgress {\n      isCompleted\n    }\n  }\n',
): (typeof documents)['\n  fragment ReaderScreen_chapter on Chapter {\n    id\n    number\n    title\n    coinsRequired\n    content\n    hasContent\n    locked\n    previousChapterId\n    nextChapterId\n    readingProgress {\n      isCompleted\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ReaderChapter($bookId: ID!, $chapterId: ID!) {\n    chapter(bookId: $bookId, chapterId: $chapterId) {\n      id\n      ...ReaderScreen_chapter\n      # The place kept on the server (any device); asked here only, as opening a chapter does not answer it.\n      readingProgress {\n        position\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ReaderChapter($bookId: ID!, $chapterId: ID!) {\n    chapter(bookId: $bookId, chapterId: $chapterId) {\n      id\n      ...ReaderScreen_chapter\n      # The place kept on the server (any device); asked here only, as opening a chapter does not answer it.\n      readingProgress {\n        position\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation StartReading($bookId: ID!, $chapterId: ID!) {\n    startReading(bookId: $bookId, chapterId: $chapterId) {\n      ...ChapterOpening_payload\n      chapter {\n        id\n        readingProgress {\n          isCompleted\n        }\n      }\n      rewardInSeconds\n      completionInSeconds\n    }\n  }\n',
): (typeof documents)['\n  mutation StartReading($bookId: ID!, $chapterId: ID!) {\n    startReading(bookId: $bookId, chapterId: $chapterId) {\n      ...ChapterOpening_payload\n      chapter {\n        id\n        readingProgress {\n          isCompleted\n        }\n      }\n      rewardInSeconds\n      completionInSeconds\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UnlockChapter($bookId: ID!, $chapterId: ID!) {\n    startReading(bookId: $bookId, chapterId: $chapterId) {\n      ...ChapterOpening_payload\n      chapter {\n        ...ReaderScreen_chapter\n        # Bought now: the chapter lists in the cache say so.\n        readingProgress {\n          purchased\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation UnlockChapter($bookId: ID!, $chapterId: ID!) {\n    startReading(bookId: $bookId, chapterId: $chapterId) {\n      ...ChapterOpening_payload\n      chapter {\n        ...ReaderScreen_chapter\n        # Bought now: the chapter lists in the cache say so.\n        readingProgress {\n          purchased\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ReaderBalance {\n    me {\n      id\n      coins\n    }\n  }\n',
): (typeof documents)['\n  query ReaderBalance {\n    me {\n      id\n      coins\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ChapterOpening_payload on StartReadingPayload {\n    coinsDeducted\n    coinsAwarded\n    rewards {\n      type\n      coins\n      chapterId\n    }\n    user {\n      id\n      coins\n    }\n  }\n',
): (typeof documents)['\n  fragment ChapterOpening_payload on StartReadingPayload {\n    coinsDeducted\n    coinsAwarded\n    rewards {\n      type\n      coins\n      chapterId\n    }\n    user {\n      id\n      coins\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ReportReadingProgress($input: ReadingProgressInput!) {\n    reportReadingProgress(input: $input) {\n      progress\n      isCompleted\n      coinsAwarded\n      message\n      clockRunning\n      rewardInSeconds\n      completionInSeconds\n      rewards {\n        type\n        coins\n        chapterId\n      }\n      position\n      chapter {\n        id\n        readingProgress {\n          progress\n          isCompleted\n          position\n        }\n      }\n      user {\n        id\n        coins\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ReportReadingProgress($input: ReadingProgressInput!) {\n    reportReadingProgress(input: $input) {\n      progress\n      isCompleted\n      coinsAwarded\n      message\n      clockRunning\n      rewardInSeconds\n      completionInSeconds\n      rewards {\n        type\n        coins\n        chapterId\n      }\n      position\n      chapter {\n        id\n        readingProgress {\n          progress\n          isCompleted\n          position\n        }\n      }\n      user {\n        id\n        coins\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ReaderAccountSettings_settings on ReaderSettings {\n    theme\n    fontSize\n    lineHeight\n    fontColor\n    backgroundColor\n    opacity\n    mode\n    voice\n    speechRate\n    appearance\n    changedAt\n  }\n',
): (typeof documents)['\n  fragment ReaderAccountSettings_settings on ReaderSettings {\n    theme\n    fontSize\n    lineHeight\n    fontColor\n    backgroundColor\n    opacity\n    mode\n    voice\n    speechRate\n    appearance\n    changedAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ReaderAccountSettings {\n    me {\n      id\n      readerSettings {\n        ...ReaderAccountSettings_settings\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ReaderAccountSettings {\n    me {\n      id\n      readerSettings {\n        ...ReaderAccountSettings_settings\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SaveReaderSettings($input: ReaderSettingsInput!) {\n    saveReaderSettings(input: $input) {\n      ...ReaderAccountSettings_settings\n    }\n  }\n',
): (typeof documents)['\n  mutation SaveReaderSettings($input: ReaderSettingsInput!) {\n    saveReaderSettings(input: $input) {\n      ...ReaderAccountSettings_settings\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SearchResults($query: String!, $page: Int!, $pageSize: Int!, $genre: SearchGenre, $sort: SearchSort!) {\n    searchBooks(query: $query, page: $page, pageSize: $pageSize, genre: $genre, sort: $sort) @connection(key: "searchFeed") {\n      page\n      pageSize\n      total\n      totalPages\n      hasMore\n      items {\n        id\n        ...NovelCard_book\n      }\n    }\n  }\n',
): (typeof documents)['\n  query SearchResults($query: String!, $page: Int!, $pageSize: Int!, $genre: SearchGenre, $sort: SearchSort!) {\n    searchBooks(query: $query, page: $page, pageSize: $pageSize, genre: $genre, sort: $sort) @connection(key: "searchFeed") {\n      page\n      pageSize\n      total\n      totalPages\n      hasMore\n      items {\n        id\n        ...NovelCard_book\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ReadingStats($days: Int!) {\n    readingStats(days: $days) {\n      timezone\n      today\n      streakMinMinutes\n      days {\n        date\n        seconds\n        minutes\n      }\n      todaySeconds\n      todayMinutes\n      currentStreak\n      longestStreak\n      chaptersCompleted\n      novelsStarted\n    }\n  }\n',
): (typeof documents)['\n  query ReadingStats($days: Int!) {\n    readingStats(days: $days) {\n      timezone\n      today\n      streakMinMinutes\n      days {\n        date\n        seconds\n        minutes\n      }\n      todaySeconds\n      todayMinutes\n      currentStreak\n      longestStreak\n      chaptersCompleted\n      novelsStarted\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CheckInCard_status on CheckinStatus {\n    nextCheckinTime\n    reward\n  }\n',
): (typeof documents)['\n  fragment CheckInCard_status on CheckinStatus {\n    nextCheckinTime\n    reward\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CheckIn($language: Language!) {\n    checkIn(language: $language) {\n      coinsAwarded\n      message\n      status {\n        ...CheckInCard_status\n      }\n      user {\n        id\n        coins\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CheckIn($language: Language!) {\n    checkIn(language: $language) {\n      coinsAwarded\n      message\n      status {\n        ...CheckInCard_status\n      }\n      user {\n        id\n        coins\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ReadingStreak {\n    readingStats(days: 7) {\n      currentStreak\n    }\n  }\n',
): (typeof documents)['\n  query ReadingStreak {\n    readingStats(days: 7) {\n      currentStreak\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ReadingTaskCard_task on ReadingTask {\n    type\n    progress\n    target\n    completed\n    percentage\n    reward\n  }\n',
): (typeof documents)['\n  fragment ReadingTaskCard_task on ReadingTask {\n    type\n    progress\n    target\n    completed\n    percentage\n    reward\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TasksScreen {\n    me {\n      id\n      coins\n    }\n    checkinStatus {\n      serverTime\n      ...CheckInCard_status\n    }\n    chapterTask: readingTask(type: CHAPTER_READING) {\n      type\n      completed\n      target\n      reward\n      ...ReadingTaskCard_task\n    }\n    novelTask: readingTask(type: NOVEL_READING) {\n      type\n      completed\n      target\n      reward\n      ...ReadingTaskCard_task\n    }\n    rewardRules {\n      checkinReward\n      checkinPeriodHours\n      chapterReward\n      chapterRewardProgress\n      firstReadReward\n      chapterTaskTarget\n      chapterTaskReward\n      novelTaskTarget\n      novelTaskReward\n      timezone\n    }\n    ...WithdrawCard_query\n  }\n',
): (typeof documents)['\n  query TasksScreen {\n    me {\n      id\n      coins\n    }\n    checkinStatus {\n      serverTime\n      ...CheckInCard_status\n    }\n    chapterTask: readingTask(type: CHAPTER_READING) {\n      type\n      completed\n      target\n      reward\n      ...ReadingTaskCard_task\n    }\n    novelTask: readingTask(type: NOVEL_READING) {\n      type\n      completed\n      target\n      reward\n      ...ReadingTaskCard_task\n    }\n    rewardRules {\n      checkinReward\n      checkinPeriodHours\n      chapterReward\n      chapterRewardProgress\n      firstReadReward\n      chapterTaskTarget\n      chapterTaskReward\n      novelTaskTarget\n      novelTaskReward\n      timezone\n    }\n    ...WithdrawCard_query\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment WithdrawCard_query on Query {\n    withdrawConfig {\n      requiredCoins\n    }\n    withdrawProgress {\n      userCoins\n      requiredCoins\n      progressPercentage\n      canWithdraw\n      remainingCoins\n    }\n    withdrawStanding {\n      userCoins\n      currentLevel\n      targetLevel\n      isMaxLevel\n      target {\n        level\n        name\n        nameEn\n        amount\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment WithdrawCard_query on Query {\n    withdrawConfig {\n      requiredCoins\n    }\n    withdrawProgress {\n      userCoins\n      requiredCoins\n      progressPercentage\n      canWithdraw\n      remainingCoins\n    }\n    withdrawStanding {\n      userCoins\n      currentLevel\n      targetLevel\n      isMaxLevel\n      target {\n        level\n        name\n        nameEn\n        amount\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation Withdraw($targetLevel: Int!, $amount: Int!) {\n    withdraw(targetLevel: $targetLevel, amount: $amount) {\n      targetLevel\n      amount\n      nextLevel\n      isMaxLevel\n      user {\n        id\n        coins\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation Withdraw($targetLevel: Int!, $amount: Int!) {\n    withdraw(targetLevel: $targetLevel, amount: $amount) {\n      targetLevel\n      amount\n      nextLevel\n      isMaxLevel\n      user {\n        id\n        coins\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RecordAchievement($targetLevel: Int!) {\n    recordAchievement(targetLevel: $targetLevel) {\n      targetLevel\n      achievedAt\n      newlyAchieved\n    }\n  }\n',
): (typeof documents)['\n  mutation RecordAchievement($targetLevel: Int!) {\n    recordAchievement(targetLevel: $targetLevel) {\n      targetLevel\n      achievedAt\n      newlyAchieved\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: '\n  mutation Logout {\n    logout\n  }\n'): (typeof documents)['\n  mutation Logout {\n    logout\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Me {\n    me {\n      ...StoredUser_user\n    }\n  }\n',
): (typeof documents)['\n  query Me {\n    me {\n      ...StoredUser_user\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment StoredUser_user on User {\n    id\n    username\n    email\n    coins\n    readHistory {\n      chapterId\n      progress\n      updatedAt\n      book {\n        id\n        title\n        coverImage\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment StoredUser_user on User {\n    id\n    username\n    email\n    coins\n    readHistory {\n      chapterId\n      progress\n      updatedAt\n      book {\n        id\n        title\n        coverImage\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment NovelCard_book on Book {\n    id\n    title\n    author\n    coverImage\n    tags\n    isFavorited\n    isVip\n    coinsRequired\n  }\n',
): (typeof documents)['\n  fragment NovelCard_book on Book {\n    id\n    title\n    author\n    coverImage\n    tags\n    isFavorited\n    isVip\n    coinsRequired\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
