import { connect } from 'node:net';

export interface SlowExchange {
  /** Everything the server sent, as text. */
  received: string;
  /** When the server closed the connection, in ms after it opened. */
  closedAfterMs: number;
}

/**
 * A client that sends slowly: opens a raw connection to `baseUrl`, writes `parts` one every `gapMs`
 * (stopping once the server has closed), and resolves once the server closes the connection.
 */
export function sendSlowly(baseUrl: string, parts: readonly string[], gapMs: number): Promise<SlowExchange> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const opened = performance.now();
    const timers: NodeJS.Timeout[] = [];
    const socket = connect(Number(port), hostname, () => {
      parts.forEach((part, index) => timers.push(setTimeout(() => socket.writable && socket.write(part), index * gapMs)));
    });
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('close', () => {
      timers.forEach(clearTimeout);
      resolve({ received, closedAfterMs: performance.now() - opened });
    });
    socket.on('error', reject);
  });
}
