/** Spec section 2: on desktop the description is cut at 300 characters until expanded. */
export const DESCRIPTION_PREVIEW_LENGTH = 300;

/** The first `limit` characters (code points) with an ellipsis, and whether anything was cut. */
export function descriptionPreview(text: string, limit = DESCRIPTION_PREVIEW_LENGTH): { text: string; truncated: boolean } {
  const characters = Array.from(text);
  if (characters.length <= limit) return { text, truncated: false };
  return { text: `${characters.slice(0, limit).join('').trimEnd()}…`, truncated: true };
}
