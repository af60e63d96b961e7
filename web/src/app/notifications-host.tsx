import { Notifications } from '@mantine/notifications';
import { useIsMobile } from '../lib/media';

/** The notification list, in its own chunk: the first screen never shows one. */
export default function NotificationsHost() {
  // On a phone a notification at the top would cover the menu button and a full-screen modal's
  // tabs for seconds; at the bottom it covers less.
  const isMobile = useIsMobile();
  return <Notifications position={isMobile ? 'bottom-center' : 'top-center'} />;
}
