/** Paragraphs are separated by blank lines; whitespace-only paragraphs are dropped. */
export function splitParagraphs(content: string | null | undefined): string[] {
  if (!content) return [];
  return content
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/** Empty or whitespace-only text means the chapter is "not yet updated" (spec section 5). */
export function hasReadableContent(content: string | null | undefined): content is string {
  return typeof content === 'string' && content.trim() !== '';
}
