import { OPENS_PER_BATCH } from '#shared/schemas/partner-numbers.js';
import { callApi } from '#web/lib/api-client.js';
import { beforeSignOut } from '#web/lib/before-sign-out.js';
import { readItem } from '#web/lib/session-storage.js';
import { dealKey, type DealRef } from './open-deal';

// Deal opens for the businesses' numbers (ADR 0094), counted without a write per view: the
// browser keeps the deals opened, each deal and location once a day per member, and sends them in one
// b2c/countopens request when the batch is full, a while after the first open, or as the page is
// hidden (keepalive), or before a logout ends the session. Counting is best effort: a batch that
// fails is dropped, never retried into the member's way, and never slows opening the deal.

/** After the first open of a batch, send it this long later at most. */
export const OPENS_FLUSH_MS = 30_000;
const SENT_KEY = 'deal-opens-today';

const queue: DealRef[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

const today = () => new Date().toLocaleDateString('en-CA'); // YYYY-MM-DD, the member's own day

/** The deals already counted today in this browser (localStorage; nothing when it is unavailable). */
function countedToday(): { day: string; keys: string[] } {
  try {
    const saved = JSON.parse(localStorage.getItem(SENT_KEY) ?? 'null') as { day?: string; keys?: string[] } | null;
    if (saved?.day === today() && Array.isArray(saved.keys)) return { day: saved.day, keys: saved.keys };
  } catch {
    // An unreadable entry is started again.
  }
  return { day: today(), keys: [] };
}

function remember(key: string): void {
  const counted = countedToday();
  try {
    localStorage.setItem(SENT_KEY, JSON.stringify({ day: counted.day, keys: [...counted.keys, key] }));
  } catch {
    // Storage full or refused: the open may count again today, which is all it costs.
  }
}

/** Sends the opens waiting, a request per batch; nothing without a signed-in member. Never rejects. */
export async function flushOpens(keepalive = false): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = undefined;
  const batches: DealRef[][] = [];
  while (queue.length) batches.push(queue.splice(0, OPENS_PER_BATCH));
  if (!batches.length) return;
  const credentials = readItem('credentials');
  if (!credentials) return;
  await Promise.allSettled(batches.map((opens) => callApi('b2c/countopens', { credentials, opens }, { keepalive })));
}

/** A member opened a deal's details: counted once a day, sent with the next batch. */
export function recordOpen(deal: DealRef): void {
  // The member's own: another member signed in on this browser the same day counts again.
  const key = `${readItem('credentials') ?? ''}#${dealKey(deal)}`;
  if (countedToday().keys.includes(key) || queue.some((d) => dealKey(d) === dealKey(deal))) return;
  remember(key);
  queue.push({ dealId: deal.dealId, locationId: deal.locationId });
  if (!listening) {
    listening = true;
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') void flushOpens(true);
    });
    beforeSignOut(() => flushOpens());
  }
  if (queue.length >= OPENS_PER_BATCH) void flushOpens();
  else timer ??= setTimeout(() => void flushOpens(), OPENS_FLUSH_MS);
}
