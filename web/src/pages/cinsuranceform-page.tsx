import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Image.css';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Container,
  Grid,
  Image,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useInsuranceProducts } from '../features/insurance/list-insurance';
import { InsuranceQuoteForm } from '../features/insurance/insurance-quote-form';
import { LoadError } from '../components/load-error';
import { OutsideLinkConfirm } from '../components/outside-link-confirm';
import { isConnectionFailure, usePleaseLoginGate } from '../features/insurance/please-login';
import { useSessionItem } from '../lib/session-storage';
import { BENEFITS_MESSAGES } from '#shared/schemas/benefits-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// /b2c/cinsuranceform/{productIdentifier} (member-portal sections 2, 4, 5, 8): the quote request
// for one of the co-op's products. The product comes from b2c/listinsurance, so a visitor is sent
// home with 'Please Login' like the list; a product quoted on its provider's site (the home's
// carousel links every product here) asks 'Please read' and opens it instead. A sent request
// clears the form and returns to the home.
export default function CinsuranceformPage() {
  const { productIdentifier = '' } = useParams();
  const credentials = useSessionItem('credentials');
  const products = useInsuranceProducts(credentials);
  const navigate = useNavigate();
  usePleaseLoginGate(products.error, credentials !== null);
  const product = products.data?.products.find((p) => p.productIdentifier === productIdentifier);
  // Opened on arrival for an outside product; Cancel leaves the button to open it again.
  const [confirming, setConfirming] = useState(true);

  if (products.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading the insurance product" />
      </Center>
    );
  }
  if (isConnectionFailure(products.error)) {
    return (
      <Container size="sm" py="xl">
        <LoadError
          inline
          title={COMMON_MESSAGES.errorTitle}
          message={COMMON_MESSAGES.serverConnection}
          onRetry={() => void products.refetch()}
          retrying={products.isFetching}
        />
      </Container>
    );
  }
  if (!products.data) return null; // Refused: the gate is on its way home.
  if (!product) {
    return (
      <Container size="sm" py="xl">
        <Alert color="yellow" title={COMMON_MESSAGES.warningTitle} role="alert" mb="md">
          {BENEFITS_MESSAGES.insuranceUnavailable}
        </Alert>
        <Anchor component={Link} to="/b2c/cinsurance">
          See the insurance products
        </Anchor>
      </Container>
    );
  }

  const outside = product.urlRedirect;
  return (
    <Container size="lg" py="xl">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Image src={product.image} alt="" radius="md" h={200} fit="cover" />
          <Title order={1} size="h2" mt="md">
            {product.productName}
          </Title>
          <Text mt="xs">{product.briefDetails}</Text>
          <Anchor component={Link} to="/b2c/cinsurance" mt="md" display="inline-block">
            Back to Insurance
          </Anchor>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {outside ? (
            <Stack align="flex-start">
              <Text>This product is quoted on its provider&apos;s site.</Text>
              <Button onClick={() => setConfirming(true)}>{product.buttonText}</Button>
              <OutsideLinkConfirm url={confirming ? outside : null} onClose={() => setConfirming(false)} />
            </Stack>
          ) : (
            <Paper withBorder p="lg" radius="md">
              <Title order={2} size="h3" mb="md">
                Request a quote
              </Title>
              <InsuranceQuoteForm product={product} onSent={() => navigate('/b2c/chome')} />
            </Paper>
          )}
        </Grid.Col>
      </Grid>
    </Container>
  );
}
