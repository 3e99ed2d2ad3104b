/**
 * The server's clock, as this device best knows it. Times the server compares across devices (when
 * reader settings changed, when a report was recorded offline) are stamped with it, so a device
 * whose own clock is minutes off does not lose its newer change to an older one, or win with an
 * older one.
 *
 * Learned from the `Date` header of the app's GraphQL answers (app/apollo-client.ts). The header
 * counts whole seconds, so an offset under 2 s is taken as none.
 */
let offsetMs = 0;

/** What the server's clock reads now. */
export const serverNow = (): Date => new Date(Date.now() + offsetMs);

/** Learns the server's clock from an answer's `Date` header, sent between `sentAt` and `receivedAt` (this device's ms). */
export function noteServerDate(dateHeader: string | null, sentAt: number, receivedAt: number): void {
  const stamped = dateHeader === null ? Number.NaN : Date.parse(dateHeader);
  if (!Number.isFinite(stamped)) return;
  // The header names the second the server answered in: its middle, against the middle of the wait here.
  const offset = stamped + 500 - (sentAt + receivedAt) / 2;
  offsetMs = Math.abs(offset) >= 2000 ? offset : 0;
}

/** `fetch`, noting the server's clock from each answer. */
export async function fetchNotingServerClock(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const sentAt = Date.now();
  const response = await fetch(input, init);
  noteServerDate(response.headers.get('date'), sentAt, Date.now());
  return response;
}
