import pLimit from 'p-limit';

// The one concurrency limit of the server (search's range reads, BatchGet and BatchWrite batches,
// the digest's mail, the member import): p-limit, at about 2 kB of bundle. It costs some 40 µs a
// task against 1 to 2 µs for a hand-written pool (ADR 0092); every use here waits on a network
// call per task, milliseconds each, so that is noise.

/** fn over every item, at most `limit` at a time; results in the items' order. */
export function inParallel<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  return pLimit(Math.max(1, limit)).map(items, (item) => fn(item));
}
