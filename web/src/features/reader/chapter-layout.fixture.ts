import { onTestFinished } from 'vitest';

/**
 * jsdom lays nothing out: a chapter's paragraphs (`[data-offset]` elements in the scroller) laid out
 * by hand, for the tests of reading places. The text runs between a title and the chapter's end that
 * take the room of `titleChars` and `endChars` characters at any font size (so the pages do not grow
 * in proportion to the text).
 * Page-turn mode (the scroller has a column width): `charsPerPage()` characters to a page of
 * PAGE_WIDTH px, pages side by side. Scroll mode: 1000 px of height per page's worth of text.
 */
export const PAGE_WIDTH = 400;
const HEIGHT = 600;

interface ChapterLayout {
  titleChars: number;
  endChars?: number;
  charsPerPage: () => number;
}

/** Where each character's box is, by text node: read by the Range boxes installed below. */
const characterBoxes = new WeakMap<Node, (index: number) => DOMRect>();

function installRangeBoxes() {
  if ('getClientRects' in Range.prototype) return;
  Object.defineProperty(Range.prototype, 'getClientRects', {
    configurable: true,
    value(this: Range) {
      const box = characterBoxes.get(this.startContainer)?.(this.startOffset);
      return box ? [box] : [];
    },
  });
  onTestFinished(() => {
    delete (Range.prototype as Partial<Range>).getClientRects;
  });
}

export function layOutChapter(scroller: HTMLElement, { titleChars, endChars = 0, charsPerPage }: ChapterLayout): void {
  const paged = () => scroller.style.columnWidth !== '' && scroller.style.columnWidth !== 'auto';
  const pageOf = (slot: number) => Math.floor(slot / charsPerPage());
  const pxPerChar = () => 1000 / charsPerPage();
  let left = 0;
  let top = 0;

  const paragraphs = Array.from(scroller.querySelectorAll<HTMLElement>('[data-offset]'));
  let slots = titleChars;
  for (const paragraph of paragraphs) {
    const first = slots;
    const length = paragraph.textContent?.length ?? 0;
    const last = first + length - 1;
    slots += length;
    paragraph.getClientRects = () => {
      if (!paged()) return [paragraph.getBoundingClientRect()] as unknown as DOMRectList;
      const boxes: DOMRect[] = [];
      for (let page = pageOf(first); page <= pageOf(last); page++) boxes.push(new DOMRect(page * PAGE_WIDTH - left, 0, PAGE_WIDTH, HEIGHT));
      return boxes as unknown as DOMRectList;
    };
    paragraph.getBoundingClientRect = () =>
      paged()
        ? new DOMRect(pageOf(first) * PAGE_WIDTH - left, 0, (pageOf(last) - pageOf(first) + 1) * PAGE_WIDTH, HEIGHT)
        : new DOMRect(0, first * pxPerChar() - top, PAGE_WIDTH, length * pxPerChar());
    characterBoxes.set(paragraph.firstChild!, (index) =>
      paged()
        ? new DOMRect(pageOf(first + index) * PAGE_WIDTH - left, 0, 10, 20)
        : new DOMRect(0, (first + index) * pxPerChar() - top, 10, 20),
    );
  }
  installRangeBoxes();

  const total = slots + endChars;
  Object.defineProperty(scroller, 'clientWidth', { get: () => PAGE_WIDTH, configurable: true });
  Object.defineProperty(scroller, 'clientHeight', { get: () => HEIGHT, configurable: true });
  Object.defineProperty(scroller, 'scrollWidth', {
    get: () => (paged() ? Math.ceil(total / charsPerPage()) * PAGE_WIDTH : PAGE_WIDTH),
    configurable: true,
  });
  Object.defineProperty(scroller, 'scrollHeight', { get: () => (paged() ? HEIGHT : total * pxPerChar()), configurable: true });
  Object.defineProperty(scroller, 'scrollLeft', { get: () => left, set: (value: number) => (left = value), configurable: true });
  Object.defineProperty(scroller, 'scrollTop', { get: () => top, set: (value: number) => (top = value), configurable: true });
  scroller.getBoundingClientRect = () => new DOMRect(0, 0, PAGE_WIDTH, HEIGHT);
  scroller.scrollTo = ((options: ScrollToOptions) => {
    left = options.left ?? left;
    top = options.top ?? top;
  }) as typeof scroller.scrollTo;
}
