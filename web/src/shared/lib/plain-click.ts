import type { MouseEvent } from 'react';

/**
 * True for a click that navigates in this tab: primary button, no modifier keys. A ctrl/cmd or
 * middle click opens a new tab and leaves the current screen where it is, so screens should not
 * act as if the reader were leaving.
 */
export function isPlainClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
