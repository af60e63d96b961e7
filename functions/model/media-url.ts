import { MEDIA } from '#shared/constants.js';
import { currentMediaKey } from '#shared/media-keys.js';

// A stored media key as the page loads it: used by every domain that answers with a picture
// (home data, deals, benefits, setup, review, the web manifest), so it lives below them all.

/** Media keys are stored bare ("logos/323.svg"); the page loads them from the portal's /static/. */
export const mediaUrl = (key: string) =>
  /^(https?:)?\/\//.test(key) || key.startsWith('/') ? key : `${MEDIA.publicPrefix}${currentMediaKey(key)}`;
