/**
 * The server's clock, as this device best knows it. Times the server compares across devices (when
 * reader settings changed, when a report was recorded offline) are stamped with it, so a device
 * whose own clock is minutes off does not lose its newer change to an older one, or win with an
 * older one.
 *
 * Learned from the `Date` header of the app's GraphQL answers (app/apollo-client.ts). The header
 * counts whole seconds, so one answer only bounds the offset (the server's clock minus this
 * device's) to a window of a second and the wait for it; each answer narrows the window, and the
 * estimate is its middle. Stamps never go back as the estimate narrows; only a stamp found to have
 * been more than a second ahead is let go of.
 */

/** The offsets every answer so far allows, in ms; null before the first. */
let bounds: { low: number; high: number } | null = null;
let lastStamp = 0;

const offset = () => (bounds === null ? 0 : (bounds.low + bounds.high) / 2);

/** What the server's clock reads now; never earlier than the time it gave before. */
export function serverNow(): Date {
  lastStamp = Math.max(Math.round(Date.now() + offset()), lastStamp + 1);
  return new Date(lastStamp);
}

/** Learns the server's clock from an answer's `Date` header, sent between `sentAt` and `receivedAt` (this device's ms). */
export function noteServerDate(dateHeader: string | null, sentAt: number, receivedAt: number): void {
  const second = dateHeader === null ? Number.NaN : Date.parse(dateHeader);
  if (!Number.isFinite(second)) return;
  // The server answered within that second, while this device waited from sentAt to receivedAt.
  const low = second - receivedAt;
  const high = second + 1000 - sentAt;
  const narrowed = bounds && { low: Math.max(bounds.low, low), high: Math.min(bounds.high, high) };
  // No offset fits every answer: one of the clocks was set meanwhile. Start again from this answer.
  bounds = narrowed && narrowed.low <= narrowed.high ? narrowed : { low, high };
  // A stamp given more than a second ahead of what is now known (before any answer, or before a
  // clock was set) was wrong: the next ones need not stay after it.
  if (lastStamp > Date.now() + offset() + 1000) lastStamp = 0;
}

/** `fetch`, noting the server's clock from each answer. */
export async function fetchNotingServerClock(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const sentAt = Date.now();
  const response = await fetch(input, init);
  noteServerDate(response.headers.get('date'), sentAt, Date.now());
  return response;
}

/** Forgets what was learned (tests). */
export function forgetServerClock(): void {
  bounds = null;
  lastStamp = 0;
}
