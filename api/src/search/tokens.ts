/**
 * Search tokens shared by the indexer and the query parser.
 *
 * PostgreSQL's parsers (and pg_trgm under the C locale PGlite uses) do not split Chinese text into
 * words, so CJK runs are indexed as overlapping unigrams and bigrams, the usual approach of CJK
 * analyzers. Other text is split into lower-cased words of letters and digits. Both PGlite and
 * PostgreSQL then index the tokens with the built-in `simple` text-search configuration.
 */
const startsCjk = /^\p{Script=Han}/u;
// Chinese characters are letters too: a word stops where they start (`2绝世唐门` is `2` and `绝世唐门`).
const runPattern = /\p{Script=Han}+|(?:(?!\p{Script=Han})[\p{L}\p{N}])+/gu;

function runs(text: string): string[] {
  return text.normalize('NFKC').toLowerCase().match(runPattern) ?? [];
}

function isCjk(run: string): boolean {
  return startsCjk.test(run);
}

function bigrams(chars: string[]): string[] {
  const result: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) result.push(chars[i]! + chars[i + 1]!);
  return result;
}

/**
 * The document side: every word and every CJK character pair, plus single CJK characters unless
 * `unigrams` is false. Long texts (intros) leave unigrams out: a one-character query then matches
 * titles, authors and tags only, and the index stays small enough to search 100k books quickly.
 */
export function indexTokens(text: string, { unigrams = true }: { unigrams?: boolean } = {}): string {
  const tokens: string[] = [];
  for (const run of runs(text)) {
    if (!isCjk(run)) {
      tokens.push(run);
      continue;
    }
    const chars = [...run];
    if (unigrams || chars.length === 1) tokens.push(...chars);
    tokens.push(...bigrams(chars));
  }
  return tokens.join(' ');
}

/**
 * The query side, as a `to_tsquery('simple', ...)` expression: every term must match. A CJK run
 * becomes its bigrams (a lone character stays a unigram); the last Latin word matches as a prefix
 * so results appear while a word is still being typed. Returns null when nothing searchable is left.
 */
export function toTsQuery(query: string): string | null {
  const parts = runs(query);
  const terms: string[] = [];
  parts.forEach((run, index) => {
    if (isCjk(run)) {
      const chars = [...run];
      terms.push(...(chars.length === 1 ? chars : bigrams(chars)).map((term) => `'${term}'`));
    } else {
      terms.push(index === parts.length - 1 ? `'${run}':*` : `'${run}'`);
    }
  });
  return terms.length > 0 ? [...new Set(terms)].join(' & ') : null;
}
