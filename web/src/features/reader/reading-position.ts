/**
 * The reader's place in a chapter as a character offset into the chapter's text (the `position`
 * the server keeps). An offset does not depend on font size, line height or screen width, so a
 * place saved on a phone opens at the same words on a desktop, and in scroll or page-turn mode.
 *
 * Paragraphs are rendered with `data-offset` (where the paragraph starts in the text) and
 * `data-paragraph` (its index), which is all the DOM side needs.
 */
import { currentPage, PAGE_SHOWN_EVENT } from './page-layout';

/** One paragraph of the text (as splitParagraphs cuts it) and where it starts in the text. */
export interface ParagraphSpan {
  text: string;
  start: number;
}

/** The paragraphs of `content` with their offsets; the same paragraphs, in the same order, as splitParagraphs. */
export function paragraphSpans(content: string | null | undefined): ParagraphSpan[] {
  if (!content) return [];
  const spans: ParagraphSpan[] = [];
  const separator = /\r?\n\s*\r?\n/g;
  let from = 0;
  const take = (end: number) => {
    const raw = content.slice(from, end);
    const text = raw.trim();
    if (text !== '') spans.push({ text, start: from + (raw.length - raw.trimStart().length) });
  };
  for (let match = separator.exec(content); match !== null; match = separator.exec(content)) {
    take(match.index);
    from = match.index + match[0].length;
  }
  take(content.length);
  return spans;
}

/** The index of the paragraph that holds `offset` (the last one starting at or before it); 0 when none does. */
export function paragraphIndexAt(spans: readonly { start: number }[], offset: number): number {
  let found = 0;
  for (let index = 0; index < spans.length; index++) {
    if (spans[index]!.start <= offset) found = index;
    else break;
  }
  return found;
}

/** A position saved with a report: a whole, non-negative number. */
export function normalizePosition(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
  return Math.floor(value);
}

/**
 * A place to open at, within the chapter's text: one past its end (an edited `?at=`, a chapter that
 * got shorter) is its end. That is what the reader sees, and what progress reports then send: the
 * server refuses a place past its limit, and with it the report's progress. Unchanged while the
 * text is not known.
 */
export function placeWithin(position: number | null, content: string | null | undefined): number | null {
  if (position === null || content === null || content === undefined) return position;
  return Math.min(position, content.length);
}

/** The position written in the reader's address (`?at=`), or null when there is none or it is not a number. */
export function parsePositionParam(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  return normalizePosition(Number(raw));
}

function paragraphsIn(container: ParentNode): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>('[data-offset]'));
}

function offsetOf(element: HTMLElement): number {
  return normalizePosition(Number(element.dataset.offset)) ?? 0;
}

/**
 * The offset of what is at the top of the scroller: the first paragraph not entirely above it,
 * plus as much of it as is scrolled past; in page-turn mode, the first character on the page shown.
 * Null when no paragraph is on the page (no text yet).
 */
export function positionAtTop(scroller: HTMLElement): number | null {
  const paragraphs = paragraphsIn(scroller);
  if (paragraphs.length === 0) return null;
  // At the very top the reader is at the start, whatever sits above the first paragraph (the title).
  if (scroller.scrollTop <= 0 && scroller.scrollLeft <= 0) return 0;
  if (scroller.scrollLeft > 0) return positionOnPage(scroller, paragraphs);
  const top = scroller.getBoundingClientRect().top;
  // The paragraphs stack down the page: the first not entirely above the top is found by halves
  // (this runs while the reader scrolls, in chapters of hundreds of paragraphs).
  let low = 0;
  let high = paragraphs.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (paragraphs[middle]!.getBoundingClientRect().bottom <= top + 1) low = middle + 1;
    else high = middle;
  }
  const paragraph = paragraphs[low];
  if (!paragraph) return offsetOf(paragraphs[paragraphs.length - 1]!);
  const box = paragraph.getBoundingClientRect();
  const start = offsetOf(paragraph);
  if (box.top >= top || box.height <= 0) return start;
  const passed = Math.min(1, (top - box.top) / box.height);
  return start + Math.floor(textLength(paragraph) * passed);
}

function textLength(paragraph: HTMLElement): number {
  return paragraph.textContent?.length ?? 0;
}

/** Page-turn mode: the page (from 0) of the columns side by side that a box lies on. */
function pageLocator(scroller: HTMLElement): (box: DOMRect) => number {
  const frame = scroller.getBoundingClientRect();
  const { scrollLeft, clientWidth } = scroller;
  return (box) => Math.max(0, Math.floor((scrollLeft + box.left - frame.left + 1) / clientWidth));
}

/**
 * The box of character `index` of a paragraph (its text is one text node), or of the first character
 * after it that has one. Null when none has, or when nothing lays text out (jsdom has no Range boxes).
 */
function characterBox(paragraph: HTMLElement, index: number): DOMRect | null {
  const text = paragraph.firstChild;
  const range = document.createRange();
  if (!(text instanceof Text) || !('getClientRects' in range)) return null;
  for (let at = Math.max(0, index); at < text.length; at++) {
    range.setStart(text, at);
    range.setEnd(text, at + 1);
    const box = range.getClientRects()[0];
    if (box) return box;
  }
  return null;
}

/**
 * Page-turn mode: the offset of the first character on the page shown. A paragraph carried over
 * from the page before counts from the first of its characters on this page, not from its start
 * (which would open the page before); scrollToPosition opens the page of that same character.
 */
function positionOnPage(scroller: HTMLElement, paragraphs: readonly HTMLElement[]): number | null {
  if (scroller.clientWidth <= 0) return null;
  const pageOf = pageLocator(scroller);
  const page = currentPage(scroller.scrollLeft, scroller.clientWidth);
  const endsBefore = (paragraph: HTMLElement) => {
    const boxes = paragraph.getClientRects();
    const last = boxes[boxes.length - 1];
    return last === undefined || pageOf(last) < page;
  };
  // The paragraphs run page after page: the first that does not end before this page, by halves
  // (this runs at every page turn, in chapters of hundreds of paragraphs).
  let low = 0;
  let high = paragraphs.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (endsBefore(paragraphs[middle]!)) low = middle + 1;
    else high = middle;
  }
  for (const paragraph of paragraphs.slice(low)) {
    const boxes = Array.from(paragraph.getClientRects());
    if (boxes.length === 0 || pageOf(boxes[boxes.length - 1]!) < page) continue;
    const start = offsetOf(paragraph);
    if (pageOf(boxes[0]!) >= page) return start;
    // Its characters run page after page: the first one on this page, by halves.
    let before = 0;
    let from = textLength(paragraph);
    while (from - before > 1) {
      const middle = Math.floor((before + from) / 2);
      const box = characterBox(paragraph, middle);
      if (box && pageOf(box) < page) before = middle;
      else from = middle;
    }
    return start + from;
  }
  return null;
}

/** The paragraph element that holds `offset`, or null when the text is not on the page. */
export function paragraphElementAt(container: ParentNode, offset: number): HTMLElement | null {
  const paragraphs = paragraphsIn(container);
  if (paragraphs.length === 0) return null;
  const index = paragraphIndexAt(paragraphs.map((paragraph) => ({ start: offsetOf(paragraph) })), offset);
  return paragraphs[index] ?? null;
}

/** True when the chapter flows into pages side by side (page-turn mode's CSS columns). */
export function isPaged(scroller: HTMLElement): boolean {
  const width = getComputedStyle(scroller).columnWidth;
  return width !== 'auto' && width !== '';
}

/**
 * Brings `offset` on screen. Scroll mode: the top of the paragraph that holds it, moved down by the
 * part of that paragraph before the offset. Page-turn mode: the page that holds its character.
 * Returns false when the text is not on the page.
 */
export function scrollToPosition(scroller: HTMLElement, offset: number): boolean {
  const paragraph = paragraphElementAt(scroller, offset);
  if (!paragraph) return false;
  const start = offsetOf(paragraph);
  const length = textLength(paragraph);
  if (isPaged(scroller)) {
    if (scroller.clientWidth <= 0) return false;
    const box =
      characterBox(paragraph, Math.min(offset - start, length - 1)) ?? paragraph.getClientRects()[0] ?? paragraph.getBoundingClientRect();
    scroller.scrollTo({ left: pageLocator(scroller)(box) * scroller.clientWidth, top: 0 });
    scroller.dispatchEvent(new Event(PAGE_SHOWN_EVENT));
    return true;
  }
  const within = length > 0 ? Math.min(1, Math.max(0, (offset - start) / length)) : 0;
  const frame = scroller.getBoundingClientRect();
  const box = paragraph.getBoundingClientRect();
  const top = scroller.scrollTop + (box.top - frame.top) + box.height * within;
  // Whole lines: a position in the middle of a paragraph lands on the line that holds it.
  const lineHeight = Number.parseFloat(getComputedStyle(paragraph).lineHeight);
  const snapped = Number.isFinite(lineHeight) && lineHeight > 0 && within > 0 ? top - ((box.height * within) % lineHeight) : top;
  scroller.scrollTo({ top: Math.max(0, snapped) });
  return true;
}
