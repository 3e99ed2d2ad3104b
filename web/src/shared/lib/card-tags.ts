/** Spec section 2: a novel card shows at most 2 tags, each at most 10 characters long. */
export const MAX_CARD_TAGS = 2;
export const MAX_CARD_TAG_LENGTH = 10;

/**
 * The tags a card shows: blank tags skipped, the first two kept, each at most ten characters: a
 * longer one is cut to nine and an ellipsis, so it reads as cut. Characters are counted as code
 * points so a cut never splits a surrogate pair.
 */
export function cardTags(tags: readonly string[]): string[] {
  return tags
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '')
    .slice(0, MAX_CARD_TAGS)
    .map((tag) => {
      const characters = Array.from(tag);
      return characters.length > MAX_CARD_TAG_LENGTH ? `${characters.slice(0, MAX_CARD_TAG_LENGTH - 1).join('')}…` : tag;
    });
}
