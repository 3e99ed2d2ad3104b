/** How long a page that paints no frames (a hidden tab) waits instead. */
const HIDDEN_PAGE_DELAY_MS = 250;

/**
 * Runs `callback` once the browser has painted the next frame: an animation frame, then a task
 * queued from it, which runs after that frame is drawn. Work a chapter view starts when it mounts
 * (network calls, storage writes) goes through here so it never holds back the first paint of
 * the text: React runs the effects of a render caused by a tap before the browser paints. The
 * opening-screen check (app/layout/use-opening-screen-shown.ts) waits on it where the browser has
 * no idle callback.
 * A hidden page draws no frames, so a timer runs the callback then. Returns a cancel function.
 */
export function afterNextPaint(callback: () => void): () => void {
  let done = false;
  let afterFrame: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    callback();
  };
  const frame = requestAnimationFrame(() => {
    afterFrame = setTimeout(run, 0);
  });
  const fallback = setTimeout(run, HIDDEN_PAGE_DELAY_MS);
  function cancel() {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(afterFrame);
    clearTimeout(fallback);
  }
  return cancel;
}
