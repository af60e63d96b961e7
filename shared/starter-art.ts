// A new co-op starts with art generated from its own name and colours (functions/core/admin/
// starter-art.ts). Its keys carry this mark so Platform Setup can say what still needs the co-op's
// own art: an upload or a chosen image gets a key without it (docs/adr/0071-new-coop-starter-art.md).

/** The file-name mark of generated starter art: <plid>-starter-<nonce>-<part>.svg. */
export const STARTER_ART_MARK = 'starter';

const STARTER_FILE = new RegExp(`(^|/)\\d+-${STARTER_ART_MARK}-[0-9a-f]+-[a-z0-9-]+\\.svg$`);

/** Whether a media key or /static/ address names generated starter art. */
export function isStarterArt(keyOrUrl: string | null | undefined): boolean {
  return Boolean(keyOrUrl) && STARTER_FILE.test(String(keyOrUrl).split(/[?#]/)[0] ?? '');
}
