/** Spec section 9: the detail page fetches the first 50 chapters. */
export const DETAIL_CHAPTER_COUNT = 50;
