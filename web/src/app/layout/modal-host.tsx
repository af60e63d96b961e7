import { Suspense, useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ChunkBoundary, dialogChunkFallback } from '#web/components/chunk-boundary.js';
import { closeModal, currentModal, openModal, useModalState } from '#web/lib/modal-store.js';
import { retryableLazy } from '#web/lib/retryable-lazy.js';
import { readActivation, readResetKeys, useIsLoggedIn } from '#web/lib/session-storage.js';

// Renders the open account modal. Each modal is its own chunk, loaded the first time it opens;
// one whose chunk cannot load (offline) says so where it would open, and opens once it can.

const LoginModal = retryableLazy(() =>
  import('#web/features/auth/login-modal.js').then((m) => ({ default: m.LoginModal })),
);
const SignupModal = retryableLazy(() =>
  import('#web/features/auth/signup-modal.js').then((m) => ({ default: m.SignupModal })),
);
const ActivationModal = retryableLazy(() =>
  import('#web/features/auth/activation-modal.js').then((m) => ({ default: m.ActivationModal })),
);
const ResetModal = retryableLazy(() =>
  import('#web/features/auth/reset-modal.js').then((m) => ({ default: m.ResetModal })),
);
const loadLogout = () => import('#web/features/auth/logout-modal.js');
const LogoutModal = retryableLazy(() => loadLogout().then((m) => ({ default: m.LogoutModal })));
const loadAccount = () => import('#web/features/account/account-modal.js');
const AccountModal = retryableLazy(() => loadAccount().then((m) => ({ default: m.AccountModal })));

const HOME = '/b2c/chome';
const closableChunkFallback = dialogChunkFallback(closeModal);

export function ModalHost({ coopName }: { coopName: string }) {
  const modal = useModalState();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const loggedIn = useIsLoggedIn();
  const offered = useRef(false);

  /** After a login, sign-up or activation: close and go on to chome. */
  const signedIn = useCallback(() => {
    const next = currentModal().next ?? HOME;
    closeModal();
    navigate(next);
  }, [navigate]);

  const loggedOut = useCallback(() => {
    closeModal();
    navigate(HOME);
  }, [navigate]);

  // A signed-in member's two dialogs are fetched once the page is idle (the service worker keeps
  // them): Logout must open in a dead zone, and My Account then opens without a chunk to load.
  useEffect(() => {
    if (!loggedIn) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000));
    idle(() => void Promise.all([loadLogout(), loadAccount()]).catch(() => undefined));
  }, [loggedIn]);

  // Stored reset keys show the reset screen on the home; so does a stored
  // activation record with its set-password screen (once per arrival, so it can be dismissed).
  useEffect(() => {
    if (offered.current || pathname !== HOME || currentModal().name) return;
    if (readResetKeys()) {
      offered.current = true;
      openModal('reset');
    } else if (!loggedIn && readActivation()) {
      offered.current = true;
      openModal('activation');
    }
  }, [pathname, loggedIn]);

  // A modal for members only closes if the session ends under it.
  useEffect(() => {
    if (!loggedIn && (modal.name === 'account' || modal.name === 'logout')) closeModal();
  }, [loggedIn, modal.name]);

  return (
    <ChunkBoundary resetKey={modal.name} fallback={closableChunkFallback}>
      <Suspense fallback={null}>
        {modal.name === 'login' && <LoginModal onClose={closeModal} onSuccess={signedIn} recover={modal.recover} />}
        {modal.name === 'signup' && <SignupModal onClose={closeModal} onSuccess={signedIn} />}
        {modal.name === 'activation' && <ActivationModal onClose={closeModal} onSuccess={signedIn} />}
        {modal.name === 'reset' && <ResetModal onClose={closeModal} />}
        {modal.name === 'logout' && <LogoutModal onClose={closeModal} onDone={loggedOut} />}
        {modal.name === 'account' && <AccountModal onClose={closeModal} coopName={coopName} tab={modal.tab} />}
      </Suspense>
    </ChunkBoundary>
  );
}
