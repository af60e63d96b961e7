import { Notifications, useNotifications } from '@mantine/notifications';
import type { CSSProperties } from 'react';
import { useIsMobile } from '../lib/media';
import classes from './notifications-host.module.css';

/** The gap between the header and a notification (and the screen's edge, Mantine's default). */
const GAP = 16;

/**
 * Where the first notification goes on a wide screen: just under the page's header while the
 * header is in view, so the top bar's links, the search box and the account buttons stay usable
 * under it; at the top once the header has scrolled away.
 */
function belowHeader(): number {
  const header = document.querySelector('header');
  return Math.max(GAP, Math.round((header?.getBoundingClientRect().bottom ?? 0) + GAP));
}

/** The notification list, in its own chunk: the first screen never shows one. */
export default function NotificationsHost() {
  // On a phone a notification at the top would cover the menu button and a full-screen modal's
  // tabs for seconds; at the bottom it covers less.
  const isMobile = useIsMobile();
  // Read as each notification comes (this re-renders then): the header differs between the
  // layouts, and with the scroll.
  const shown = useNotifications().notifications.length;
  const top = !isMobile && shown ? belowHeader() : GAP;
  return isMobile ? (
    <Notifications position="bottom-center" />
  ) : (
    <Notifications
      position="top-center"
      className={classes.host}
      style={{ '--notifications-top': `${top}px` } as CSSProperties}
    />
  );
}
