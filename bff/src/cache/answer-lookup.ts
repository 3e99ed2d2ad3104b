/**
 * The reads a cached GraphQL answer depends on, done together so a store can answer them in one
 * round trip: the reader's session entry, the stamp that says it still counts, the version of the
 * reader's favorites (which private answers are keyed by), and the answer itself. Everything that
 * invalidates a cached private answer moves one of these: logout deletes the session entry, a
 * password change moves the stamp, a favorite toggle moves the favorites version. Each is read on
 * every lookup, from the store every BFF replica shares, so an invalidation counts at once
 * everywhere.
 *
 * Redis runs the same steps as one Lua script (REDIS_ANSWER_LOOKUP below); the in-process store
 * runs `lookUpAnswer`. Keep the two alike: cache.test.ts runs the same cases against both.
 */

/** What to look up. Keys are the store's own (without a Redis key prefix). */
export interface AnswerLookup {
  /** The reader's session entry (`session:<token hash>`), or null without a session cookie. */
  sessionKey: string | null;
  /** Completed by the user id: the session-family stamp and the favorites version keys. */
  stampKeyPrefix: string;
  favoritesVersionKeyPrefix: string;
  /** A fresh favorites version (JSON text) to start with when the reader has none yet. */
  newFavoritesVersion: string;
  versionTtlSeconds: number;
  /** The answer's keys start with this; answerKeys() below gives the rest. */
  answerKeyPrefix: string;
}

/** A stored answer as a store hands it back: text (the in-process LRU) or bytes (Redis, so a hit's body is never decoded). */
export type StoredBody = string | Buffer;

/** Who asks, as far as the store can tell, and the stored answer for them if there is one. */
export type AnswerLookupResult =
  | { viewer: 'guest'; answer: StoredBody | null }
  /** A session cookie whose cached entry is missing or revoked: the API must be asked. */
  | { viewer: 'unverified'; answer: null }
  | { viewer: { userId: number; favoritesVersion: string }; answer: StoredBody | null };

/** Guests, signed-in readers (public answers) and one reader at one favorites version (private ones). */
export const answerKeys = {
  guest: (prefix: string) => `${prefix}public`,
  signedIn: (prefix: string) => `${prefix}signed-in`,
  private: (prefix: string, userId: number, favoritesVersion: string) => `${prefix}private:${userId}:${favoritesVersion}`,
};

interface SessionEntry {
  userId: number;
  stamp: string;
}

const parsed = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** The lookup over a synchronous key-value store (the in-process LRU). */
export function lookUpAnswer(
  lookup: AnswerLookup,
  get: (key: string) => string | null,
  set: (key: string, value: string, ttlSeconds: number) => void,
): AnswerLookupResult {
  if (lookup.sessionKey === null) return { viewer: 'guest', answer: get(answerKeys.guest(lookup.answerKeyPrefix)) };
  const entry = parsed(get(lookup.sessionKey)) as SessionEntry | null;
  if (typeof entry?.userId !== 'number' || typeof entry.stamp !== 'string') return { viewer: 'unverified', answer: null };
  const { userId } = entry;
  if (parsed(get(lookup.stampKeyPrefix + userId)) !== entry.stamp) return { viewer: 'unverified', answer: null };
  const versionKey = lookup.favoritesVersionKeyPrefix + userId;
  let version = get(versionKey);
  if (version === null) {
    set(versionKey, lookup.newFavoritesVersion, lookup.versionTtlSeconds);
    version = lookup.newFavoritesVersion;
  }
  const favoritesVersion = parsed(version);
  if (typeof favoritesVersion !== 'string') return { viewer: 'unverified', answer: null };
  const answer = get(answerKeys.private(lookup.answerKeyPrefix, userId, favoritesVersion)) ?? get(answerKeys.signedIn(lookup.answerKeyPrefix));
  return { viewer: { userId, favoritesVersion }, answer };
}

/**
 * The same lookup as one Redis script (EVALSHA: one round trip). KEYS[1]: the session entry (no
 * key for a guest). ARGV: the key prefix of this deployment (ioredis adds it to KEYS only), the
 * stamp and favorites-version key prefixes, the answer key prefix, a new favorites version, its
 * lifetime. Answers: {'guest', answer}, {'unverified'} or {'viewer', userId, version, answer}.
 * It reads keys it builds from the session's user id, which a standalone Redis allows (a Redis
 * Cluster would not: the BFF uses one Redis shared by its replicas).
 */
export const REDIS_ANSWER_LOOKUP = `
local prefix = ARGV[1]
local answer = prefix .. ARGV[4]
if #KEYS == 0 then
  return {'guest', redis.call('GET', answer .. 'public')}
end
local function decode(text)
  if not text then return nil end
  local ok, value = pcall(cjson.decode, text)
  if ok then return value end
  return nil
end
local entry = decode(redis.call('GET', KEYS[1]))
if type(entry) ~= 'table' or type(entry.userId) ~= 'number' or type(entry.stamp) ~= 'string' then
  return {'unverified'}
end
local user = string.format('%d', entry.userId)
if decode(redis.call('GET', prefix .. ARGV[2] .. user)) ~= entry.stamp then
  return {'unverified'}
end
local versionKey = prefix .. ARGV[3] .. user
local version = redis.call('GET', versionKey)
if not version then
  redis.call('SET', versionKey, ARGV[5], 'EX', ARGV[6])
  version = ARGV[5]
end
local favoritesVersion = decode(version)
if type(favoritesVersion) ~= 'string' then
  return {'unverified'}
end
local found = redis.call('GET', answer .. 'private:' .. user .. ':' .. favoritesVersion)
if not found then
  found = redis.call('GET', answer .. 'signed-in')
end
return {'viewer', user, favoritesVersion, found}
`;

/** The script's reply, as bytes (the answer stays bytes), as a result. */
export function answerLookupReply(reply: Array<Buffer | null>): AnswerLookupResult {
  const kind = reply[0]?.toString();
  if (kind === 'guest') return { viewer: 'guest', answer: reply[1] ?? null };
  if (kind === 'viewer') return { viewer: { userId: Number(reply[1]!.toString()), favoritesVersion: reply[2]!.toString() }, answer: reply[3] ?? null };
  return { viewer: 'unverified', answer: null };
}
