import { Container } from '@mantine/core';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { SafetyProgramPromo } from '../features/national-deals/safety-program';
import { showPleaseLogin } from '../lib/please-login';
import { useIsLoggedIn } from '../lib/session-storage';

// /b2c/promo/safety: the program with its browse link for a member; a visitor
// goes to csafety with the login prompt.
export default function PromoSafetyPage() {
  const member = useIsLoggedIn();
  useEffect(() => {
    if (!member) showPleaseLogin('please-login');
  }, [member]);
  if (!member) return <Navigate to="/b2c/csafety" replace />;
  return (
    <Container size="md" py="lg">
      <SafetyProgramPromo />
    </Container>
  );
}
