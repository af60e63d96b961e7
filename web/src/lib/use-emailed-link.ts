import { useEffect, useEffectEvent, useRef } from 'react';
import { useParams } from 'react-router-dom';

/** The two keys an emailed link carries after its path: /activate/{key1}/{key2}. */
export interface LinkKeys {
  key1: string;
  key2: string;
}

/**
 * The keys of the emailed link this page was opened from, handed to `open` once: a link works a
 * single time on the server, and StrictMode runs every effect twice. A missing key is ''.
 */
export function useEmailedLink(open: (keys: LinkKeys) => void): LinkKeys {
  const [key1 = '', key2 = ''] = (useParams()['*'] ?? '').split('/');
  const opened = useRef(false);

  const openOnce = useEffectEvent((keys: LinkKeys) => {
    if (opened.current) return;
    opened.current = true;
    open(keys);
  });
  useEffect(() => openOnce({ key1, key2 }), [key1, key2]);

  return { key1, key2 };
}
