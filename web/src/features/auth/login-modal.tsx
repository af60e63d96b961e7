import { useState } from 'react';
import { AppModal } from '#web/components/app-modal.js';
import { LoginForm } from './login-form';
import { RecoverForm } from './recover-form';

interface LoginModalProps {
  onClose: () => void;
  onSuccess: () => void;
  /** Start on the forgot-password view. */
  recover?: boolean;
}

/** Login, with the forgot-password view toggled inside the same modal. */
export function LoginModal({ onClose, onSuccess, recover = false }: LoginModalProps) {
  const [view, setView] = useState<'login' | 'recover'>(recover ? 'recover' : 'login');
  return (
    <AppModal title={view === 'login' ? 'Login' : 'Forgot password'} onClose={onClose}>
      {view === 'login' ? (
        <LoginForm onSuccess={onSuccess} onForgot={() => setView('recover')} />
      ) : (
        <RecoverForm onBack={() => setView('login')} />
      )}
    </AppModal>
  );
}
