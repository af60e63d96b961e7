import { Container, Title } from '@mantine/core';
import { CAROUSELS } from '#shared/constants.js';
import type { InsuranceProduct } from '#shared/schemas/home.js';
import { SnapRow } from '#web/components/snap-row.js';
import { InsuranceProductCard } from './insurance-product-card';

const { width, height } = CAROUSELS.insurance;

export function InsuranceCarousel({ products }: { products: readonly InsuranceProduct[] }) {
  if (products.length === 0) return null;
  return (
    <Container size="xl" component="section" aria-labelledby="insurance-heading" py="xl">
      <Title order={2} id="insurance-heading" mb="md">
        Insurance Deals
      </Title>
      <SnapRow
        data-testid="insurance-carousel"
        slideWidth={width}
        height={height}
        previousLabel="Previous insurance deals"
        nextLabel="Next insurance deals"
        slides={products.map((product) => ({
          key: product.productIdentifier,
          // On white, the co-op's second colour darkened until it reads (4.5:1).
          node: (
            <InsuranceProductCard
              product={product}
              headingOrder={3}
              specialInk="var(--coop-second-ink, var(--mantine-color-dark-7))"
            />
          ),
        }))}
      />
    </Container>
  );
}
