/**
 * `pattern`'s parameters (`/novel/:id`) in `pathname`, decoded; null when it does not match. Not
 * react-router's matchPath: it would bring the router and React into the boot chunk, which must
 * arrive before them. A path it does not match (a trailing slash, say, or a malformed escape) only
 * means that nothing is asked for early.
 */
export function matchRoute(pattern: string, pathname: string): Record<string, string> | null {
  const expected = pattern.split('/');
  const actual = pathname.split('/');
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of expected.entries()) {
    const value = actual[index]!;
    if (segment.startsWith(':')) {
      if (value === '') return null;
      try {
        params[segment.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (segment !== value) return null;
  }
  return params;
}
