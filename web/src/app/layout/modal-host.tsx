import { Suspense, useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ChunkBoundary, dialogChunkFallback } from '../../components/chunk-boundary';
import { closeModal, currentModal, openModal, useModalState } from '../../lib/modal-store';
import { retryableLazy } from '../../lib/retryable-lazy';
import { readActivation, readResetKeys, useIsLoggedIn } from '../../lib/session-storage';

// Renders the open account modal. Each modal is its own chunk, loaded the first time it opens;
// one whose chunk cannot load (offline) says so where it would open, and opens once it can.

const LoginModal = retryableLazy(() =>
  import('../../features/auth/login-modal').then((m) => ({ default: m.LoginModal })),
);
const SignupModal = retryableLazy(() =>
  import('../../features/auth/signup-modal').then((m) => ({ default: m.SignupModal })),
);
const ActivationModal = retryableLazy(() =>
  import('../../features/auth/activation-modal').then((m) => ({ default: m.ActivationModal })),
);
const ResetModal = retryableLazy(() =>
  import('../../features/auth/reset-modal').then((m) => ({ default: m.ResetModal })),
);
const loadLogout = () => import('../../features/auth/logout-modal');
const LogoutModal = retryableLazy(() => loadLogout().then((m) => ({ default: m.LogoutModal })));
const loadAccount = () => import('../../features/account/account-modal');
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
