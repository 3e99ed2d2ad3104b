/**
 * The layer that holds the boot entry's copy of a chapter (chapter-preview.ts paints it), and the
 * one way to take it away. Apart from the painter, whose code only the reader's first load asks
 * for: every screen can remove the layer without loading it.
 */

export const CHAPTER_PREVIEW_ID = 'chapter-preview';

let settled = false;

/** True once the app has shown a screen of its own: a copy that arrives later is not painted. */
export function chapterPreviewSettled(): boolean {
  return settled;
}

/** Takes the early copy away (the app shows its own screen now), and keeps a late answer from painting one. */
export function removeChapterPreview(): void {
  settled = true;
  document.getElementById(CHAPTER_PREVIEW_ID)?.remove();
}
