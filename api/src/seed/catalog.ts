import type { BookRow } from '../repositories/books.js';
import { Random, hashSeed } from './random.js';
import { EN, GENRES, ZH } from './text-pools.js';
import type { GenreId, GenrePool, LangPool } from './text-pools.js';

export interface SeedChapter {
  chapter_no: number;
  title: string;
  content: string;
  word_count: number;
}

/** A generated book: the catalog columns it sets (the rest follow from its chapters), its language and chapters. */
export interface SeedBook extends Pick<
  BookRow,
  | 'class_id'
  | 'subclass_id'
  | 'author'
  | 'book_name'
  | 'lead_name'
  | 'book_label'
  | 'book_intro'
  | 'book_tags'
  | 'book_price'
  | 'book_update'
  | 'created_at'
  | 'rating'
  | 'view_count'
  | 'read_count'
> {
  language: 'zh' | 'en';
  book_vip: 0 | 1;
  chapters: SeedChapter[];
}

export interface CatalogOptions {
  seed: number;
  maxChapters: number;
  now: Date;
}

export type Language = SeedBook['language'];

/** Genre (subclass_id) -> book-list category (class_id), as fixed by the database migration. */
export const GENRE_CLASS: Readonly<Record<GenreId, number>> = {
  1: 2,
  2: 1,
  3: 3,
  4: 4,
  5: 2,
  6: 1,
  7: 3,
  8: 5,
};

export const CLASS_IDS: readonly number[] = [1, 2, 3, 4, 5];
export const GENRE_IDS: readonly GenreId[] = [1, 2, 3, 4, 5, 6, 7, 8];

/** Shown by the app for an empty chapter; whitespace-only on purpose for half of the empty ones. */
const BLANK_CONTENT = '  \n ';
const ZH_SHARE = 0.7;
const VIP_SHARE = 0.25;
const EMPTY_LAST_CHAPTER_SHARE = 0.05;
const MAX_VIEWS = 2_000_000;
const DAY_MS = 86_400_000;

// ---------------------------------------------------------------------------
// Templates: parsed once at module load so filling them is plain concatenation.

const SLOT_NAMES = new Set(['lead', 'friend', 'he', 'his', 'him', 'place', 'item', 'foe', 'goal', 'time', 'weather', 'mood'] as const);
type SlotName = typeof SLOT_NAMES extends Set<infer T> ? T : never;

interface Slot {
  name: SlotName;
  cap: boolean;
}
type Template = readonly (string | Slot)[];

function isSlotName(name: string): name is SlotName {
  return (SLOT_NAMES as Set<string>).has(name);
}

function compileTemplate(text: string): Template {
  const parts: (string | Slot)[] = [];
  let pos = 0;
  while (pos < text.length) {
    const open = text.indexOf('{', pos);
    if (open < 0) {
      parts.push(text.slice(pos));
      break;
    }
    const close = text.indexOf('}', open);
    if (close < 0) throw new Error(`Unclosed slot in template: ${text}`);
    if (open > pos) parts.push(text.slice(pos, open));
    const raw = text.slice(open + 1, close);
    const name = raw.charAt(0).toLowerCase() + raw.slice(1);
    if (!isSlotName(name)) throw new Error(`Unknown slot {${raw}} in template: ${text}`);
    parts.push({ name, cap: name !== raw });
    pos = close + 1;
  }
  return parts;
}

interface CompiledLang {
  pool: LangPool;
  sentences: readonly Template[];
  intros: readonly Template[];
  sharedSentences: readonly Template[];
  sharedIntros: readonly Template[];
}

interface CompiledGenre {
  genre: GenrePool;
  zh: CompiledLang;
  en: CompiledLang;
}

const ZH_SENTENCES = ZH.sentences.map(compileTemplate);
const ZH_INTROS = ZH.intros.map(compileTemplate);
const EN_SENTENCES = EN.sentences.map(compileTemplate);
const EN_INTROS = EN.intros.map(compileTemplate);

const COMPILED: readonly CompiledGenre[] = GENRES.map((genre) => ({
  genre,
  zh: {
    pool: genre.zh,
    sentences: genre.zh.sentences.map(compileTemplate),
    intros: genre.zh.intros.map(compileTemplate),
    sharedSentences: ZH_SENTENCES,
    sharedIntros: ZH_INTROS,
  },
  en: {
    pool: genre.en,
    sentences: genre.en.sentences.map(compileTemplate),
    intros: genre.en.intros.map(compileTemplate),
    sharedSentences: EN_SENTENCES,
    sharedIntros: EN_INTROS,
  },
}));

// ---------------------------------------------------------------------------
// Counting helpers (exported for tests and for the seeder's book_words total).

function isCjk(code: number): boolean {
  return (code >= 0x4e00 && code <= 0x9fff) || (code >= 0x3400 && code <= 0x4dbf) || (code >= 0xf900 && code <= 0xfaff);
}

function isSpace(code: number): boolean {
  return code === 32 || code === 10 || code === 9 || code === 13;
}

/** Number of CJK ideographs (punctuation and Latin text are not counted). */
export function countCjk(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) if (isCjk(text.charCodeAt(i))) n++;
  return n;
}

/** Number of whitespace-separated words. */
export function countWords(text: string): number {
  let n = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const space = isSpace(text.charCodeAt(i));
    if (!space && !inWord) n++;
    inWord = !space;
  }
  return n;
}

// ---------------------------------------------------------------------------
// Per-book scene: the RNG plus the values every template slot resolves to.

type SlotValues = Record<SlotName, string | readonly string[]>;

interface Scene {
  rng: Random;
  lang: Language;
  compiled: CompiledLang;
  values: SlotValues;
  /** The value each list slot produced last, so neighbouring sentences don't echo each other. */
  last: Partial<Record<SlotName, string>>;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function fill(scene: Scene, template: Template): string {
  let out = '';
  for (const part of template) {
    if (typeof part === 'string') {
      out += part;
      continue;
    }
    const value = scene.values[part.name];
    let text: string;
    if (typeof value === 'string') {
      text = value;
    } else {
      text = scene.rng.pick(value);
      if (text === scene.last[part.name]) text = scene.rng.pick(value);
      scene.last[part.name] = text;
    }
    out += part.cap ? capitalize(text) : text;
  }
  return out;
}

function pronouns(lang: Language, female: boolean): Pick<SlotValues, 'he' | 'his' | 'him'> {
  if (lang === 'zh') {
    const p = female ? '她' : '他';
    return { he: p, his: `${p}的`, him: p };
  }
  return female ? { he: 'she', his: 'her', him: 'her' } : { he: 'he', his: 'his', him: 'him' };
}

function personName(rng: Random, lang: Language, female: boolean): string {
  if (lang === 'zh') return rng.pick(ZH.surnames) + rng.pick(female ? ZH.givenFemale : ZH.givenMale);
  return `${rng.pick(female ? EN.firstFemale : EN.firstMale)} ${rng.pick(EN.lastNames)}`;
}

function authorName(rng: Random, lang: Language): string {
  if (lang === 'zh') {
    if (rng.chance(0.55)) return rng.pick(ZH.penHeads) + rng.pick(ZH.penTails);
    return personName(rng, lang, rng.chance(0.5));
  }
  const first = rng.pick(rng.chance(0.5) ? EN.firstFemale : EN.firstMale);
  const last = rng.pick(EN.lastNames);
  if (rng.chance(0.2)) return `${first} ${String.fromCharCode(65 + rng.int(0, 25))}. ${last}`;
  return `${first} ${last}`;
}

function sharesChar(a: string, b: string): boolean {
  for (const ch of b) if (a.includes(ch)) return true;
  return false;
}

function zhTitle(rng: Random, pool: LangPool): string {
  let fallback = '';
  for (let attempt = 0; attempt < 6; attempt++) {
    const head = rng.pick(pool.titleHeads);
    const tail = rng.pick(pool.titleTails);
    // '剑域剑主' style repeats read badly; try another pair.
    if (sharesChar(head, tail)) {
      fallback = head;
      continue;
    }
    const base = head + tail;
    const title = rng.chance(0.12) ? rng.pick(pool.titlePrefixes) + base : base;
    if (title.length <= 8) return title;
    if (base.length <= 8) return base;
  }
  return fallback.length >= 2 ? fallback : rng.pick(pool.titleHeads) + rng.pick(pool.titleTails);
}

function enTitle(rng: Random, pool: LangPool): string {
  const adjective = rng.pick(pool.titleHeads);
  const noun = rng.pick(pool.titleTails);
  const roll = rng.next();
  if (roll < 0.55) return `The ${adjective} ${noun}`;
  if (roll < 0.9) return `${rng.pick(pool.titlePrefixes)} ${adjective} ${noun}`;
  return `${adjective} ${noun}`;
}

function pickTemplate(
  rng: Random,
  genreTemplates: readonly Template[],
  sharedTemplates: readonly Template[],
  genreShare: number,
): Template {
  return rng.chance(genreShare) ? rng.pick(genreTemplates) : rng.pick(sharedTemplates);
}

const INTRO_MIN = 60;
const INTRO_MAX = 300;

function buildIntro(scene: Scene): string {
  const { rng, compiled } = scene;
  const separator = scene.lang === 'zh' ? '' : ' ';
  const wanted = rng.int(2, 4);
  const used = new Set<Template>();
  const sentences: string[] = [];
  let length = 0;
  for (let attempt = 0; attempt < 16 && sentences.length < 4; attempt++) {
    if (sentences.length >= wanted && length >= INTRO_MIN) break;
    const genreShare = sentences.length === 0 ? 0.7 : 0.3;
    const template = pickTemplate(rng, compiled.intros, compiled.sharedIntros, genreShare);
    if (used.has(template)) continue;
    const sentence = fill(scene, template);
    const added = sentence.length + (sentences.length > 0 ? separator.length : 0);
    if (length + added > INTRO_MAX) continue;
    used.add(template);
    sentences.push(sentence);
    length += added;
  }
  return sentences.join(separator);
}

function buildTags(rng: Random, lang: Language, pool: LangPool): string {
  const count = rng.int(2, 5);
  const shared = rng.chance(0.3) ? 1 : 0;
  const tags = rng.sample(pool.tags, count - shared);
  if (shared > 0) {
    const extra = rng.pick(lang === 'zh' ? ZH.tags : EN.tags);
    if (!tags.includes(extra)) tags.push(extra);
  }
  return tags.join(',');
}

// ---------------------------------------------------------------------------
// Chapters

interface ParagraphShape {
  /** Measure of a sentence: characters for Chinese, words for English. */
  measure: (sentence: string) => number;
  min: number;
  max: number;
  targetMin: number;
  targetMax: number;
  separator: string;
}

const ZH_PARAGRAPH: ParagraphShape = {
  measure: (s) => s.length,
  min: 80,
  max: 200,
  targetMin: 90,
  targetMax: 170,
  separator: '',
};

const EN_PARAGRAPH: ParagraphShape = {
  measure: countWords,
  min: 40,
  max: 120,
  targetMin: 50,
  targetMax: 100,
  separator: ' ',
};

function buildParagraph(scene: Scene): string {
  const { rng, compiled } = scene;
  const shape = scene.lang === 'zh' ? ZH_PARAGRAPH : EN_PARAGRAPH;
  const target = rng.int(shape.targetMin, shape.targetMax);
  const sentences: string[] = [];
  const used = new Set<Template>();
  let size = 0;
  // Sentences are far shorter than `max - min` and the pools far larger than a paragraph,
  // so this always ends inside [min, max].
  while (size < target) {
    const template = pickTemplate(rng, compiled.sentences, compiled.sharedSentences, 0.3);
    if (used.has(template)) continue;
    const sentence = fill(scene, template);
    const measured = shape.measure(sentence);
    if (size + measured > shape.max) {
      if (size >= shape.min) break;
      continue;
    }
    sentences.push(sentence);
    used.add(template);
    size += measured;
  }
  return sentences.join(shape.separator);
}

/** A subtitle not used earlier in the book when a few tries find one (long books may repeat). */
function chapterSubtitle(scene: Scene, used: Set<string>): string {
  const { rng, compiled } = scene;
  let subtitle = '';
  for (let attempt = 0; attempt < 6; attempt++) {
    subtitle = scene.lang === 'zh' ? zhSubtitle(rng, compiled.pool) : enSubtitle(rng, compiled.pool);
    if (!used.has(subtitle)) break;
  }
  used.add(subtitle);
  return subtitle;
}

function zhSubtitle(rng: Random, pool: LangPool): string {
  return rng.chance(0.3) ? rng.pick(pool.chapterWords) : rng.pick(ZH.chapterTitles);
}

function enSubtitle(rng: Random, pool: LangPool): string {
  if (rng.chance(0.12)) return rng.pick(EN.chapterPhrases);
  const noun = rng.chance(0.4) ? rng.pick(pool.chapterWords) : rng.pick(EN.chapterNouns);
  return `The ${rng.pick(EN.chapterAdjectives)} ${noun}`;
}

function chapterTitle(lang: Language, chapterNo: number, subtitle: string): string {
  return lang === 'zh' ? `第${chapterNo}章 ${subtitle}` : `Chapter ${chapterNo} ${subtitle}`;
}

function buildChapterContent(scene: Scene): string {
  const count = scene.rng.int(4, 8);
  const paragraphs: string[] = [];
  for (let i = 0; i < count; i++) paragraphs.push(buildParagraph(scene));
  return paragraphs.join('\n\n');
}

/** `null` when the last chapter keeps its content, otherwise the blank content it gets. */
function blankLastChapter(rng: Random): string | null {
  const blank = rng.chance(EMPTY_LAST_CHAPTER_SHARE);
  const whitespace = rng.chance(0.5);
  if (!blank) return null;
  return whitespace ? BLANK_CONTENT : '';
}

function buildChapters(scene: Scene, count: number, blankLast: string | null): SeedChapter[] {
  const chapters: SeedChapter[] = [];
  const usedSubtitles = new Set<string>();
  for (let no = 1; no <= count; no++) {
    const subtitle = chapterSubtitle(scene, usedSubtitles);
    const title = chapterTitle(scene.lang, no, subtitle);
    // Chapter 1 is never blank, so a one-chapter book always has content.
    if (no === count && no > 1 && blankLast !== null) {
      chapters.push({ chapter_no: no, title, content: blankLast, word_count: 0 });
      continue;
    }
    const content = buildChapterContent(scene);
    const wordCount = scene.lang === 'zh' ? countCjk(content) : countWords(content);
    chapters.push({ chapter_no: no, title, content, word_count: wordCount });
  }
  return chapters;
}

export function chapterCountRange(maxChapters: number): { min: number; max: number } {
  const max = Math.max(1, Math.floor(maxChapters));
  return { min: Math.max(1, Math.min(max, 5)), max };
}

// ---------------------------------------------------------------------------
// Numbers and dates

function longTailViews(rng: Random): number {
  // Log-scale draw: at least 10, median around a thousand, a few percent past a million.
  const exponent = 1 + Math.log10(MAX_VIEWS / 10) * rng.next() ** 1.4;
  return Math.min(MAX_VIEWS, Math.floor(10 ** exponent));
}

function rating(rng: Random): number {
  const centred = (rng.next() + rng.next()) / 2;
  return Math.round(30 + centred * 20) / 10;
}

function bookDates(rng: Random, now: Date, ongoing: boolean): { book_update: Date; created_at: Date } {
  const nowMs = now.getTime();
  // Ongoing serials were touched recently; completed ones anywhere in the last two years.
  const windowDays = ongoing ? 180 : 729;
  const updateAgeMs = 60_000 + Math.floor(rng.next() * windowDays * DAY_MS);
  const updateMs = nowMs - updateAgeMs;
  const lifetimeMs = DAY_MS + Math.floor(rng.next() * 3 * 365 * DAY_MS);
  return { book_update: new Date(updateMs), created_at: new Date(updateMs - lifetimeMs) };
}

// ---------------------------------------------------------------------------

function compiledGenre(id: GenreId): CompiledGenre {
  const found = COMPILED.find((c) => c.genre.id === id);
  if (!found) throw new Error(`No pools for genre ${id}`);
  return found;
}

/** The book at position `index` (0-based) of the catalog: the same (seed, index, options) always gives the same book. */
export function generateBook(index: number, options: CatalogOptions): SeedBook {
  if (!Number.isInteger(index) || index < 0) throw new RangeError(`Invalid book index: ${index}`);
  const rng = new Random(hashSeed(options.seed | 0, index));

  const language: Language = rng.chance(ZH_SHARE) ? 'zh' : 'en';
  const genreId = rng.pick(GENRE_IDS);
  const genre = compiledGenre(genreId);
  const compiled = genre[language];
  const pool = compiled.pool;

  const female = rng.chance(genre.genre.femaleLead);
  const leadName = personName(rng, language, female);
  let friendName = personName(rng, language, rng.chance(0.5));
  if (friendName === leadName) friendName = personName(rng, language, !female);

  const shared = language === 'zh' ? ZH : EN;
  const scene: Scene = {
    rng,
    lang: language,
    compiled,
    values: {
      lead: leadName,
      friend: friendName,
      ...pronouns(language, female),
      place: pool.places,
      item: pool.items,
      foe: pool.foes,
      goal: pool.goals,
      time: shared.times,
      weather: shared.weathers,
      mood: shared.moods,
    },
    last: {},
  };

  const author = authorName(rng, language);
  const bookName = language === 'zh' ? zhTitle(rng, pool) : enTitle(rng, pool);
  const ongoing = rng.chance(0.55);
  const vip = rng.chance(VIP_SHARE);
  const price = vip ? rng.int(5, 30) : 0;
  const dates = bookDates(rng, options.now, ongoing);
  const views = longTailViews(rng);
  const reads = Math.floor(views * (0.15 + 0.6 * rng.next()));
  const bookRating = rating(rng);
  const tags = buildTags(rng, language, pool);
  const intro = buildIntro(scene);

  const range = chapterCountRange(options.maxChapters);
  const chapterCount = rng.int(range.min, range.max);
  const blankLast = blankLastChapter(rng);
  const chapters = buildChapters(scene, chapterCount, blankLast);

  return {
    language,
    class_id: GENRE_CLASS[genreId],
    subclass_id: genreId,
    author,
    book_name: bookName,
    lead_name: leadName,
    book_label: language === 'zh' ? (ongoing ? '连载中' : '已完结') : ongoing ? 'Ongoing' : 'Completed',
    book_intro: intro,
    book_tags: tags,
    book_vip: vip ? 1 : 0,
    book_price: price,
    book_update: dates.book_update,
    created_at: dates.created_at,
    rating: bookRating,
    view_count: views,
    read_count: reads,
    chapters,
  };
}
