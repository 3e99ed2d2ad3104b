/**
 * The text form of the search vectors, built in JavaScript so a bulk load can COPY them as
 * `tsvector` literals instead of running `to_tsvector` once per book on the database server.
 *
 * `tsvectorText([[a, 'A'], [b, 'B']])` is what
 * `setweight(to_tsvector('simple', a), 'A') || setweight(to_tsvector('simple', b), 'B')` gives
 * for token strings from `indexTokens` (search/tokens.ts): the `simple` configuration turns each
 * space-separated token into one lexeme at the next position, and `||` shifts the positions of its
 * right side past the largest position of its left side. The seeder checks both assumptions on the
 * server before it relies on them (seed/copy-seed.ts), and a PostgreSQL test compares the two.
 */
export type Weight = 'A' | 'B' | 'C' | 'D';

/** PostgreSQL's largest position in a tsvector (MAXENTRYPOS - 1); later positions are clamped to it. */
const MAX_POSITION = 16_383;

export function tsvectorText(parts: ReadonlyArray<readonly [tokens: string, weight: Weight]>): string {
  const positions = new Map<string, string>();
  let offset = 0;
  for (const [tokens, weight] of parts) {
    if (tokens.length === 0) continue;
    const mark = weight === 'D' ? '' : weight;
    const words = tokens.split(' ');
    for (let i = 0; i < words.length; i++) {
      const word = words[i]!;
      const position = `${Math.min(offset + i + 1, MAX_POSITION)}${mark}`;
      const seen = positions.get(word);
      positions.set(word, seen === undefined ? position : `${seen},${position}`);
    }
    offset = Math.min(offset + words.length, MAX_POSITION);
  }
  let text = '';
  for (const [word, list] of positions) {
    if (text.length > 0) text += ' ';
    text += `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}':${list}`;
  }
  return text;
}
