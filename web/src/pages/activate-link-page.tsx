import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Preloader } from '../components/preloader';
import { activate } from '../features/auth/api/activate';
import { writeJson, type ActivationRecord } from '../lib/session-storage';

// /activate/{key1}/{key2} (local-deals section 2): no visible UI. A live link stores the
// activation record and goes to the member's co-op (/coop/{url}), whose home then offers the
// set-password screen; anything else goes home.
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
    if (!key1 || !key2) {
      home();
      return;
    }
    activate({ key1, key2 })
      .then((answer) => {
        if (!answer.success || !answer.url) return home();
        const record: ActivationRecord = { success: true, firstName: answer.firstName ?? '', key1, key2 };
        writeJson('activation', record);
        navigate(`/coop/${encodeURIComponent(answer.url)}`, { replace: true });
      })
      .catch(home);
  }, [key1, key2, navigate]);

  return <Preloader />;
}
