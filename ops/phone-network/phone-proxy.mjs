// A TCP proxy that behaves like a phone network in front of one server: every byte is held for a
// one-way delay (75 ms each way: a 150 ms round trip) and leaves no faster than the link's rate
// (1.6 Mbit/s in each direction). Bytes are sent in segments of one TCP payload, so a long answer
// trickles in as it would, and each proxy counts the bytes it carries.
//
// The rate is per connection by default (each connection has a link of its own). With
// `sharedLink: true` every connection through the proxy shares one link in each direction, as the
// connections of one phone share its radio: parallel requests then divide the rate.
import { connect, createServer } from 'node:net';

/** Bytes of one TCP segment's payload (1500-byte MTU less IP and TCP headers). */
const SEGMENT_BYTES = 1460;
/** A side is paused while this much is waiting to go through its link. */
const HIGH_WATER_BYTES = 256 * 1024;

/** One direction of a link: when its last queued byte finishes leaving. */
function createLink() {
  return { busyUntil: 0 };
}

/**
 * Carries bytes read from `source` to `target` through `link`: each segment leaves once the link
 * is free and the segment is on it, and arrives `delayMs` later. Segments are delivered in order
 * by one timer that always waits for the head of the queue.
 */
function pipeThroughLink({ source, target, link, delayMs, bitsPerSecond, count }) {
  const queue = [];
  let queuedBytes = 0;
  let timer = null;

  const deliver = () => {
    timer = null;
    const now = performance.now();
    while (queue.length > 0 && queue[0].at <= now) {
      const { chunk, end } = queue.shift();
      if (end) {
        target.end();
        return;
      }
      queuedBytes -= chunk.length;
      if (!target.destroyed) target.write(chunk);
    }
    if (queuedBytes < HIGH_WATER_BYTES && source.isPaused()) source.resume();
    if (queue.length > 0) timer = setTimeout(deliver, Math.max(0, queue[0].at - performance.now()));
  };
  const schedule = (entry) => {
    queue.push(entry);
    if (timer === null) timer = setTimeout(deliver, Math.max(0, queue[0].at - performance.now()));
  };

  source.on('data', (data) => {
    count(data.length);
    for (let offset = 0; offset < data.length; offset += SEGMENT_BYTES) {
      const chunk = data.subarray(offset, offset + SEGMENT_BYTES);
      const leaves = Math.max(performance.now(), link.busyUntil) + (chunk.length * 8 * 1000) / bitsPerSecond;
      link.busyUntil = leaves;
      queuedBytes += chunk.length;
      schedule({ chunk, at: leaves + delayMs });
    }
    if (queuedBytes >= HIGH_WATER_BYTES) source.pause();
  });
  // A half-close travels like the data before it (after it, and as late).
  source.on('end', () => schedule({ end: true, at: Math.max(performance.now(), link.busyUntil) + delayMs }));
  return () => timer && clearTimeout(timer);
}

/**
 * Starts a proxy on 127.0.0.1:`port` (0: any free port) to `target`.
 * Resolves to { port, bytes: { up, down }, close() }: `up` counts client-to-server bytes,
 * `down` server-to-client bytes (TCP payload: headers and bodies, not IP and TCP headers).
 */
export async function startPhoneProxy({ port = 0, target, oneWayDelayMs = 75, bitsPerSecond = 1_600_000, sharedLink = false }) {
  const bytes = { up: 0, down: 0 };
  const shared = { up: createLink(), down: createLink() };
  const sockets = new Set();

  const server = createServer({ allowHalfOpen: true }, (client) => {
    const upstream = connect({ host: target.host, port: target.port, allowHalfOpen: true });
    const links = sharedLink ? shared : { up: createLink(), down: createLink() };
    for (const socket of [client, upstream]) {
      socket.setNoDelay(true);
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    const stops = [
      pipeThroughLink({ source: client, target: upstream, link: links.up, delayMs: oneWayDelayMs, bitsPerSecond, count: (n) => (bytes.up += n) }),
      pipeThroughLink({ source: upstream, target: client, link: links.down, delayMs: oneWayDelayMs, bitsPerSecond, count: (n) => (bytes.down += n) }),
    ];
    // A normal close travels as a half-close (above); a failed side takes the other down at once.
    const teardown = () => {
      stops.forEach((stop) => stop());
      client.destroy();
      upstream.destroy();
    };
    client.on('error', teardown);
    upstream.on('error', teardown);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    port: server.address().port,
    bytes,
    close: () =>
      new Promise((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}
