import { Container, Paper } from '@mantine/core';
import { useNavigate, useParams } from 'react-router-dom';
import { RecoverPasswordForm } from '../features/auth/recover-password-form';

// /recoverpassword/{key}: two password fields and a submit; success
// returns to /b2c/chome.
export default function RecoverPasswordPage() {
  const { key = '' } = useParams();
  const navigate = useNavigate();
  return (
    <Container size="xs" py="xl">
      <Paper withBorder p="lg" radius="md">
        <RecoverPasswordForm recoveryKey={key} onDone={() => navigate('/b2c/chome')} />
      </Paper>
    </Container>
  );
}
