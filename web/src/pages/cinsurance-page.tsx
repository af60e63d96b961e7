import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Image.css';
import { Center, Container, Loader, SimpleGrid, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useInsuranceProducts } from '../features/insurance/list-insurance';
import { InsuranceProductCard } from '../features/insurance/insurance-product-card';
import { LoadError } from '../components/load-error';
import { OutsideLinkConfirm } from '../components/outside-link-confirm';
import { isConnectionFailure, usePleaseLoginGate } from '../features/insurance/please-login';
import { useSessionItem } from '../lib/session-storage';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// /b2c/cinsurance (member-portal sections 2, 3, 8): the co-op's insurance products. A product with
// urlRedirect opens its provider's site after the 'Please read' confirmation; the others open their
// quote form. A refused list sends the visitor home with 'Please Login'.
export default function CinsurancePage() {
  const credentials = useSessionItem('credentials');
  const products = useInsuranceProducts(credentials);
  const [outside, setOutside] = useState<string | null>(null);
  usePleaseLoginGate(products.error, credentials !== null);

  return (
    <Container size="xl" py="xl">
      <Title order={1} mb="xs">
        Insurance
      </Title>
      <Text mb="lg">Coverage offers for members. Ask for a quote and an agent will contact you.</Text>
      {products.isPending && (
        <Center py="xl">
          <Loader role="status" aria-label="Loading insurance products" />
        </Center>
      )}
      {isConnectionFailure(products.error) && (
        <LoadError
          inline
          title={COMMON_MESSAGES.errorTitle}
          message={COMMON_MESSAGES.serverConnection}
          onRetry={() => void products.refetch()}
          retrying={products.isFetching}
        />
      )}
      {products.data && products.data.products.length === 0 && (
        <Text>No insurance products are offered right now.</Text>
      )}
      {products.data && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="insurance-products">
          {products.data.products.map((product) => (
            <InsuranceProductCard key={product.productIdentifier} product={product} onOutside={setOutside} />
          ))}
        </SimpleGrid>
      )}
      <OutsideLinkConfirm url={outside} onClose={() => setOutside(null)} />
    </Container>
  );
}
