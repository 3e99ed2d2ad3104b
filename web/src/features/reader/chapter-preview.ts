import { readString, storageKeys } from '@/shared/lib/storage';
import { textLanguage } from '@/shared/lib/text-language';
import { appearsDark } from '@/shared/theme/appearance';
import { hasReadableContent, splitParagraphs } from './chapter-content';
import { chapterTextStyle, defaultReadingSettingsFor, parseReadingSettings } from './reading-settings';

/**
 * The chapter's text, painted by the boot entry (app/boot.ts) from the opening answer, before the
 * app's scripts have arrived: on a phone they take seconds more than the answer does. The copy lies
 * over the launch screen, in the reader's own global classes (`.chapter-*` in global.css) and
 * settings, exactly where the reader will lay the text out; the reader takes it away once it shows
 * something of its own (the text, an error), and any other screen does on its first render
 * (removeChapterPreview). It is a picture of the text only: nothing on it responds.
 */

const PREVIEW_ID = 'chapter-preview';

/** The chapter as the opening answer holds it: `ReaderChapter`'s data, unread by Apollo, so unchecked. */
interface AnsweredChapter {
  title?: unknown;
  content?: unknown;
  locked?: unknown;
  readingProgress?: { position?: unknown } | null;
}

export interface ChapterPreview {
  title: string;
  content: string;
}

let settled = false;

/**
 * What the reader would show first for this answer, or null when it would show something else or
 * somewhere else: a locked or empty chapter, or a place further down (`placeInAddress`: the address
 * names one; or the position saved on the server).
 */
export function previewOf(data: unknown, placeInAddress: boolean): ChapterPreview | null {
  const chapter = (data as { chapter?: AnsweredChapter | null } | null)?.chapter;
  if (!chapter || chapter.locked !== false || typeof chapter.title !== 'string' || typeof chapter.content !== 'string') return null;
  if (!hasReadableContent(chapter.content)) return null;
  const savedPosition = chapter.readingProgress?.position;
  if (placeInAddress || (typeof savedPosition === 'number' && savedPosition > 0)) return null;
  return { title: chapter.title, content: chapter.content };
}

/** Paints `chapter` over the launch screen, unless the app is already past it. */
export function paintChapterPreview(chapter: ChapterPreview): void {
  if (settled || document.getElementById(PREVIEW_ID)) return;
  const settings = parseReadingSettings(readString(storageKeys.readingSettings) ?? '') ?? defaultReadingSettingsFor(appearsDark());
  if (settings.mode !== 'scroll') return;

  const preview = document.createElement('div');
  preview.id = PREVIEW_ID;
  preview.className = 'chapter-preview';
  preview.setAttribute('aria-hidden', 'true');
  preview.style.backgroundColor = settings.backgroundColor;
  const article = document.createElement('article');
  article.className = 'chapter-column chapter-article';
  article.lang = textLanguage(chapter.content);
  Object.assign(article.style, chapterTextStyle(settings));
  const heading = document.createElement('h1');
  heading.className = 'chapter-heading';
  heading.textContent = chapter.title;
  article.append(heading);
  for (const text of splitParagraphs(chapter.content)) {
    const paragraph = document.createElement('p');
    paragraph.className = 'chapter-paragraph';
    paragraph.textContent = text;
    article.append(paragraph);
  }
  preview.append(article);
  document.body.append(preview);
}

/** Takes the early copy away (the app shows its own screen now), and keeps a late answer from painting one. */
export function removeChapterPreview(): void {
  settled = true;
  document.getElementById(PREVIEW_ID)?.remove();
}
