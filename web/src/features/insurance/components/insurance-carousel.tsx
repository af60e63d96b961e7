import '@mantine/core/styles/Card.css';
import { Button, Card, Container, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { CAROUSELS } from '../../../../../shared/constants';
import type { InsuranceProduct } from '../../../../../shared/schemas/home';
import { SnapRow } from '../../../components/snap-row';
import { insuranceFormPath } from '../utils/form-path';
import { InsuranceImage } from './insurance-image';
import classes from './insurance.module.css';

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
        slides={products.map((product) => {
          // A special offer gets the co-op's second colour.
          const special = product.specialOffer === 1;
          return {
            key: product.productIdentifier,
            node: (
              <Card
                withBorder
                shadow="sm"
                h="100%"
                padding="lg"
                className={special ? classes.special : undefined}
                data-testid="insurance-product"
                data-special-offer={special ? 'true' : undefined}
              >
                <Card.Section>
                  <InsuranceImage src={product.image} />
                </Card.Section>
                <Title order={3} size="h4" mt="md">
                  {product.productName}
                </Title>
                <Text mt="xs" style={{ flex: 1 }}>
                  {product.briefDetails}
                </Text>
                <Button
                  component={Link}
                  to={insuranceFormPath(product.productIdentifier)}
                  // On white, the co-op's second colour darkened until it reads (4.5:1).
                  color={special ? 'var(--coop-second-ink, var(--mantine-color-dark-7))' : undefined}
                  variant={special ? 'white' : 'filled'}
                  mt="md"
                  fullWidth
                  aria-label={`${product.buttonText}: ${product.productName}`}
                >
                  {product.buttonText}
                </Button>
              </Card>
            ),
          };
        })}
      />
    </Container>
  );
}
