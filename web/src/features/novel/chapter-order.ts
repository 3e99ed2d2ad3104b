/**
 * Chapter order on the detail page (spec section 2): by the number after the word "Chapter" or
 * inside "第N章" in the title, then alphabetically. Titles without a number come after those
 * with one, in alphabetical order.
 */
const chapterNumberPatterns = [/\bchapter\s*(\d+)/i, /第\s*(\d+)\s*章/];

/** The chapter number written in a title, or null when it has none. */
export function chapterNumberOf(title: string): number | null {
  for (const pattern of chapterNumberPatterns) {
    const match = pattern.exec(title);
    if (match?.[1] !== undefined) return Number.parseInt(match[1], 10);
  }
  return null;
}

// Built on the first tie, not when the module loads: the first Intl.Collator a page builds loads
// ICU's collation data, 45-70 ms of a phone's main thread (CPU slowed 4x) on the benchmark machine,
// which fell in the detail screen's first load and in home's preload of the screen's code
// (web/BENCHMARKS.md). Numbered titles, the usual case, never need it.
let alphabetical: Intl.Collator | undefined;

function compareAlphabetically(a: string, b: string): number {
  alphabetical ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
  return alphabetical.compare(a, b);
}

export function compareChapterTitles(a: string, b: string): number {
  const numberA = chapterNumberOf(a);
  const numberB = chapterNumberOf(b);
  if (numberA !== null && numberB !== null && numberA !== numberB) return numberA - numberB;
  if (numberA !== null && numberB === null) return -1;
  if (numberA === null && numberB !== null) return 1;
  return compareAlphabetically(a, b);
}

/** A sorted copy; the input is left as it was. */
export function orderChapters<T extends { title: string }>(chapters: readonly T[]): T[] {
  return [...chapters].sort((a, b) => compareChapterTitles(a.title, b.title));
}

/** Start reading (spec section 2): the first chapter not completed, else the first chapter. */
export function chapterToStart<T extends { readingProgress: { isCompleted: boolean } }>(ordered: readonly T[]): T | null {
  return ordered.find((chapter) => !chapter.readingProgress.isCompleted) ?? ordered[0] ?? null;
}
