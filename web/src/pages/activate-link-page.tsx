import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router-dom';
import { Preloader } from '../components/preloader';
import { activate } from '../features/auth/activate';
import { ApiError } from '../lib/api-client';
import { writeJson, type ActivationRecord } from '../lib/session-storage';
import { useEmailedLink } from '../lib/use-emailed-link';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';

// /activate/{key1}/{key2}: no visible UI. A live link stores the
// activation record and goes to the member's co-op (/coop/{url}), whose home then offers the
// set-password screen; anything else goes home. A used or expired link says so there (it used
// to go home without a word); a network failure stays silent.
export default function ActivateLinkPage() {
  const navigate = useNavigate();

  useEmailedLink(({ key1, key2 }) => {
    const home = () => {
      void navigate('/', { replace: true });
    };
    const refused = (message: string = ACCOUNT_MESSAGES.activationLinkDead) => {
      notifications.show({
        id: 'activation-link',
        title: ACCOUNT_MESSAGES.activationLinkDeadTitle,
        message,
        color: 'yellow',
        autoClose: false,
      });
      home();
    };
    if (!key1 || !key2) {
      refused();
      return;
    }
    activate({ key1, key2 })
      .then((answer) => {
        if (!answer.success || !answer.url) return refused();
        const record: ActivationRecord = { success: true, firstName: answer.firstName ?? '', key1, key2 };
        writeJson('activation', record);
        navigate(`/coop/${encodeURIComponent(answer.url)}`, { replace: true });
      })
      .catch((error: unknown) => {
        if (!(error instanceof ApiError) || error.status === 0) return home();
        // The server's `success: false` is the dead link; anything else (too many tries) says its own words.
        refused(error.status === 200 ? ACCOUNT_MESSAGES.activationLinkDead : error.message);
      });
  });

  return <Preloader />;
}
