import { badUserInput } from '../errors.js';
import type { ApiLanguage } from '../rest/novel-api.js';
import type { AwardDto, AwardType } from '../rest/dto.js';
import type { BookCategory, Language, RewardType, SearchGenre, SearchSort } from '../__generated__/resolvers-types.js';

/** Enum and id conversions between the graph and the REST API, kept together. */

/** An id as the API takes one: digits only ("0x10", "1e3", " 7 " and "7.0" are no ids, as there). */
export function toId(value: string | number, name = 'id'): number {
  const id = typeof value === 'number' || /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw badUserInput(`${name} must be a positive integer`);
  return id;
}

export const categoryByClassId: Record<number, BookCategory> = {
  1: 'URBAN_ROMANCE',
  2: 'FANTASY_MAGIC',
  3: 'HISTORY_MILITARY',
  4: 'SCIFI_FUTURE',
  5: 'MYSTERY_THRILLER',
};

export const categorySlug: Record<BookCategory, string> = {
  URBAN_ROMANCE: 'urban-romance',
  FANTASY_MAGIC: 'fantasy-magic',
  HISTORY_MILITARY: 'history-military',
  SCIFI_FUTURE: 'scifi-future',
  MYSTERY_THRILLER: 'mystery-thriller',
};

export const genreSlug = (genre: SearchGenre) => genre.toLowerCase();

export const sortParam: Record<SearchSort, 'relevance' | 'rating' | 'readCount' | 'viewCount' | 'createdAt'> = {
  RELEVANCE: 'relevance',
  RATING: 'rating',
  READ_COUNT: 'readCount',
  VIEW_COUNT: 'viewCount',
  CREATED_AT: 'createdAt',
};

export const apiLanguage = (language: Language | null | undefined): ApiLanguage => (language === 'EN_US' ? 'en-US' : 'zh-CN');

const rewardTypes: Record<AwardType, RewardType> = {
  chapter_reward: 'CHAPTER_REWARD',
  first_read_reward: 'FIRST_READ_REWARD',
  chapter_reading: 'CHAPTER_READING_TASK',
  novel_reading: 'NOVEL_READING_TASK',
};

export const toRewards = (awards: AwardDto[]) =>
  awards.map((award) => ({ type: rewardTypes[award.type], coins: award.coins, chapterId: String(award.chapterId) }));

/** Page fields every paginated graph type carries. */
export function pageFields(page: number, pageSize: number, total: number) {
  const totalPages = Math.ceil(total / pageSize);
  return { page, pageSize, total, totalPages, hasMore: page < totalPages };
}

/** Paging arguments checked at the edge, before any cache key is built (the schema's Int already made them integers). */
export function pagingArgs(page: number | null | undefined, pageSize: number | null | undefined, defaults: { pageSize: number; max: number }) {
  const p = page ?? 1;
  const size = pageSize ?? defaults.pageSize;
  if (p < 1) throw badUserInput('page must be at least 1');
  if (size < 1 || size > defaults.max) throw badUserInput(`pageSize must be between 1 and ${defaults.max}`);
  return { page: p, pageSize: size };
}
