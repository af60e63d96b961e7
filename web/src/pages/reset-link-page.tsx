import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router-dom';
import { Preloader } from '../components/preloader';
import { checkResetLink } from '../features/auth/check-reset-link';
import { readResetKeys, removeItems, writeJson, type ResetKeys } from '../lib/session-storage';
import { useEmailedLink } from '../lib/use-emailed-link';
import { ACCOUNT_MESSAGES } from '../../../shared/schemas/account-messages';
import { COMMON_MESSAGES } from '../../../shared/schemas/common-messages';

// /resetpassword/{key1}/{key2}: empty keys give 'Invalid password reset
// link' and drop stored keys; a live link stores the keys and goes to the member's co-op
// (/coop/{url}), whose home then opens the reset screen; anything else goes home.
export default function ResetLinkPage() {
  const navigate = useNavigate();

  useEmailedLink(({ key1, key2 }) => {
    const home = () => {
      void navigate('/', { replace: true });
    };
    if (!key1 || !key2) {
      notifications.show({
        title: COMMON_MESSAGES.errorTitle,
        message: ACCOUNT_MESSAGES.invalidResetLink,
        color: 'red',
      });
      removeItems('resetkeys');
      home();
      return;
    }
    const dead = () => {
      // Keys stored from this very link are dead too.
      const stored = readResetKeys();
      if (stored?.key1 === key1 && stored.key2 === key2) removeItems('resetkeys');
      home();
    };
    checkResetLink({ key1, key2 })
      .then((answer) => {
        if (!answer.success || !answer.url) return dead();
        const keys: ResetKeys = { key1, key2 };
        writeJson('resetkeys', keys);
        navigate(`/coop/${encodeURIComponent(answer.url)}`, { replace: true });
      })
      .catch(dead);
  });

  return <Preloader />;
}
