import type { components } from '../__generated__/rest-api.js';
import type { DataOf } from './contract.js';

/** Names for the API's shapes the BFF works with, all taken from the generated contract. */
type Schemas = components['schemas'];

export type ApiErrorCode = Schemas['ErrorCode'];
export type BookDto = Schemas['Book'];
export type ChapterSummaryDto = Schemas['ChapterSummary'];
/** A chapter with its text as the BFF keeps it: the API's answer without the caller's `readingProgress`. */
export type ChapterDetailDto = Omit<Schemas['ChapterDetail'], 'readingProgress'>;
/** The chapter an opening answered, with the reader's progress on it as the opening left it. */
export type OpenedChapter = ChapterDetailDto & { readerProgress: ChapterProgressDto | null };
/** A chapter resolver's parent: a list entry, the chapter with its text, or the one just opened. */
export type ChapterParent = ChapterSummaryDto | ChapterDetailDto | OpenedChapter;
export type UserDto = Schemas['User'];
export type ReadHistoryDto = Schemas['ReadHistoryEntry'];
export type FavoriteDto = Schemas['Favorite'];
export type BookProgressDto = Schemas['BookProgress'];
export type ChapterProgressDto = Schemas['ChapterProgress'];
export type AwardDto = Schemas['Award'];
export type AwardType = AwardDto['type'];
export type TransactionDto = Schemas['Transaction'];
export type WithdrawTargetDto = Schemas['WithdrawTarget'];
export type RewardRulesDto = Schemas['RewardRules'];
export type ChapterListDto = DataOf<'/api/books/{bookId}/chapters', 'get'>;
export type ReaderSettingsDto = Schemas['ReaderSettings'];
export type BookInProgressDto = Schemas['BookInProgress'];
