// Messages of the offline member pages and offline 'Redeem on phone' (product's own). Only the web
// app says them, so no handler bundle carries them.

export const OFFLINE_MESSAGES = {
  // Saved pages, and the pages that need the network
  offlineSaved: 'You are offline; showing what was saved at {time}',
  needsConnection: 'This page needs a connection. Please try again when you are back online.',
  // 'Redeem on phone' in a dead zone
  offlineQueued:
    'You are offline. This redemption is saved on this phone and will be sent when the connection returns.',
  offlineReceivedTitle: 'Redemption received',
  offlineRedeemed: 'Your offline redemption at {business} was received.',
  offlineRefused: 'Your offline redemption at {business} was not accepted: {reason}',
  offlineLimit: 'You have no uses of this deal left as of the last time you were online.',
  offlineNoTicket: 'This deal has not been saved for offline use yet. Please open your favorites once while online.',
} as const;
