import { Alert, Button, Center, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Preloader } from '../components/preloader';
import { useSetCoop } from '../features/home/set-coop';

// /coop/{id}: the server picks the co-op from this address; its home data and theme then carry
// on to the home page.
export default function CoopSelectPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { mutate, error } = useSetCoop();
  const sent = useRef<string | undefined>(undefined);

  useEffect(() => {
    // Once per address, even under StrictMode's double effects.
    if (sent.current === id) return;
    sent.current = id;
    mutate(window.location.href, { onSuccess: () => navigate('/b2c/chome', { replace: true }) });
  }, [id, mutate, navigate]);

  if (error) {
    return (
      <Center mih="100dvh" p="md">
        <Stack align="center" maw={480}>
          <Alert color="red" title="Cooperative not available" role="alert" w="100%">
            {error.message}
          </Alert>
          <Button component={Link} to="/b2c/chome">
            Go to the home page
          </Button>
        </Stack>
      </Center>
    );
  }
  return <Preloader />;
}
