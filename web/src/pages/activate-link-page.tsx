import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { MESSAGES } from '../../../shared/constants';
import { Preloader } from '../components/preloader';
import { activate } from '../features/auth/api/activate';
import { ApiError } from '../lib/api-client';
import { writeJson, type ActivationRecord } from '../lib/session-storage';

// /activate/{key1}/{key2}: no visible UI. A live link stores the
// activation record and goes to the member's co-op (/coop/{url}), whose home then offers the
// set-password screen; anything else goes home. A used or expired link says so there (it used
// to go home without a word); a network failure stays silent.
export default function ActivateLinkPage() {
  const [key1 = '', key2 = ''] = (useParams()['*'] ?? '').split('/');
  const navigate = useNavigate();
  const sent = useRef(false);

  useEffect(() => {
    // Once, even under StrictMode's double effects.
    if (sent.current) return;
    sent.current = true;
    const home = () => {
      void navigate('/', { replace: true });
    };
    const refused = (message: string = MESSAGES.activationLinkDead) => {
      notifications.show({ id: 'activation-link', title: MESSAGES.activationLinkDeadTitle, message, color: 'yellow', autoClose: false });
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
        refused(error.status === 200 ? MESSAGES.activationLinkDead : error.message);
      });
  }, [key1, key2, navigate]);

  return <Preloader />;
}
