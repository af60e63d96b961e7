import '@mantine/core/styles/Card.css';
import { Button, Card, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { InsuranceImage } from './components/insurance-image';
import classes from './components/insurance.module.css';
import type { InsuranceListProduct } from './list-insurance';
import { insuranceFormPath } from './utils/form-path';

interface InsuranceProductCardProps {
  product: InsuranceListProduct;
  /** The card's heading sits under the page's title (2) or under a section's heading (3). */
  headingOrder?: 2 | 3;
  /**
   * A product quoted on its provider's site: the page confirms before opening it. Without it every
   * product links to its quote form.
   */
  onOutside?: (url: string) => void;
  /** The text colour of a special offer's white button. */
  specialInk?: string;
}

/** One insurance product: a special offer in the co-op's second colour. */
export function InsuranceProductCard({
  product,
  headingOrder = 2,
  onOutside,
  specialInk = 'dark',
}: InsuranceProductCardProps) {
  const special = product.specialOffer === 1;
  const outside = onOutside && product.urlRedirect;
  const label = `${product.buttonText}: ${product.productName}`;
  return (
    <Card
      withBorder
      shadow="sm"
      padding="lg"
      h="100%"
      className={special ? classes.special : undefined}
      data-testid="insurance-product"
      data-special-offer={special ? 'true' : undefined}
    >
      <Card.Section>
        <InsuranceImage src={product.image} />
      </Card.Section>
      <Title order={headingOrder} size="h4" mt="md" c="inherit">
        {product.productName}
      </Title>
      <Text mt="xs" style={{ flex: 1 }}>
        {product.briefDetails}
      </Text>
      {outside ? (
        <Button
          mt="md"
          fullWidth
          variant={special ? 'white' : 'filled'}
          color={special ? specialInk : undefined}
          onClick={() => onOutside(outside)}
          aria-label={label}
        >
          {product.buttonText}
        </Button>
      ) : (
        <Button
          component={Link}
          to={insuranceFormPath(product.productIdentifier)}
          mt="md"
          fullWidth
          variant={special ? 'white' : 'filled'}
          color={special ? specialInk : undefined}
          aria-label={label}
        >
          {product.buttonText}
        </Button>
      )}
    </Card>
  );
}
