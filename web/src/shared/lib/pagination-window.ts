/** Spec section 9: desktop pagination shows up to 5 page buttons. */
export const MAX_PAGE_BUTTONS = 5;

/**
 * The page numbers to show as buttons: at most `maxButtons`, a run of consecutive pages that
 * contains the current page, centred on it where the ends allow.
 */
export function paginationWindow(currentPage: number, totalPages: number, maxButtons = MAX_PAGE_BUTTONS): number[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0 || maxButtons < 1) return [];
  const current = Math.min(Math.max(1, Math.floor(currentPage)), total);
  const count = Math.min(maxButtons, total);
  const first = Math.min(Math.max(1, current - Math.floor((count - 1) / 2)), total - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}
