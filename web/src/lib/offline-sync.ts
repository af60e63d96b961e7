// The service worker's side of offline 'Redeem on phone' (Background Sync): a redemption queued
// offline registers a sync of this tag; on its 'sync' event the worker posts this message to the
// open pages, and a page sends the queue (the session's CSRF header is readable only there).
// Without Background Sync the 'online' event and the next load send it.

export const REDEMPTION_SYNC_TAG = 'portal-redemptions';
export const SEND_REDEMPTIONS_MESSAGE = 'portal-send-redemptions';
