/**
 * Worker thread of the bulk loader: generates and encodes its share of the batches (every
 * `workers`-th one) while the main thread streams earlier batches to the server. It stays at most
 * `credit` batches ahead: the main thread hands out one more credit for every batch it takes.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { batchEncoder, type WireBatch } from './copy-rows.js';

export interface CopyWorkerInput {
  seed: number;
  maxChapters: number;
  nowMs: number;
  firstIndex: number;
  books: number;
  firstBookId: number;
  batchSize: number;
  /** This worker's number and how many there are: it encodes batches number, number + workers, ... */
  worker: number;
  workers: number;
  credit: number;
  sampleSize: number;
}

const input = workerData as CopyWorkerInput;
const port = parentPort!;
const encoder = batchEncoder({
  catalog: { seed: input.seed, maxChapters: input.maxChapters, now: new Date(input.nowMs) },
  sampleSize: input.worker === 0 ? input.sampleSize : 0,
});
const utf8 = new TextEncoder();

let credit = input.credit;
let wake: (() => void) | null = null;
port.on('message', (message: { credit: number }) => {
  credit += message.credit;
  wake?.();
});

for (let batch = input.worker; batch * input.batchSize < input.books; batch += input.workers) {
  while (credit <= 0) await new Promise<void>((resolve) => (wake = resolve));
  wake = null;
  credit--;
  const start = batch * input.batchSize;
  const count = Math.min(input.batchSize, input.books - start);
  const encoded = encoder.encode(input.firstIndex + start, count, input.firstBookId + start);
  const message: WireBatch = {
    books: utf8.encode(encoded.books),
    chapters: utf8.encode(encoded.chapters),
    count,
    newTokens: encoded.newTokens,
    sample: encoded.sample,
  };
  port.postMessage(message, [message.books.buffer as ArrayBuffer, message.chapters.buffer as ArrayBuffer]);
}
// Done: without a listener the thread ends once the last batch is delivered.
port.removeAllListeners('message');
