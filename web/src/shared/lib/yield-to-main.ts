interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the task running now and resumes in a later one, so that work done on either side of it
 * counts as two tasks: a tap that arrives in between is handled first, and neither task alone holds
 * the main thread as long as both would. `scheduler.yield()` where the browser has it (Chromium;
 * the rest of the work keeps its place ahead of other queued tasks), a zero timer elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
