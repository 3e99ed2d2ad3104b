const cjk = /[\u3400-\u9fff\uf900-\ufaff]/g;
const latin = /[A-Za-z]/g;

/**
 * The language of a text (books carry none): Chinese when Chinese characters are at least a third as
 * many as Latin letters. The reader marks a chapter's text with it and reads it aloud in it; the
 * download estimate reads it from the book's title.
 */
export function textLanguage(text: string | null | undefined): 'zh-CN' | 'en-US' {
  const sample = (text ?? '').slice(0, 4000);
  const chinese = sample.match(cjk)?.length ?? 0;
  const letters = sample.match(latin)?.length ?? 0;
  return chinese > 0 && chinese * 3 >= letters ? 'zh-CN' : 'en-US';
}
