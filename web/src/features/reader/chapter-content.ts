/** Paragraphs are separated by blank lines; whitespace-only paragraphs are dropped. */
export function splitParagraphs(content: string | null | undefined): string[] {
  if (!content) return [];
  return content
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

const cjk = /[\u3400-\u9fff\uf900-\ufaff]/g;
const latin = /[A-Za-z]/g;

/**
 * The language of a chapter's text (books carry none): Chinese when Chinese characters are at least
 * a third as many as Latin letters. The reader marks the text with it and reads it aloud in it.
 */
export function textLanguage(text: string | null | undefined): 'zh-CN' | 'en-US' {
  const sample = (text ?? '').slice(0, 4000);
  const chinese = sample.match(cjk)?.length ?? 0;
  const letters = sample.match(latin)?.length ?? 0;
  return chinese > 0 && chinese * 3 >= letters ? 'zh-CN' : 'en-US';
}

/** Empty or whitespace-only text means the chapter is "not yet updated" (spec section 5). */
export function hasReadableContent(content: string | null | undefined): content is string {
  return typeof content === 'string' && content.trim() !== '';
}
