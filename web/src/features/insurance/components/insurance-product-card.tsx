import '@mantine/core/styles/Card.css';
import { Button, Card, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { InsuranceListProduct } from '../api/list-insurance';
import { insuranceFormPath } from '../utils/form-path';
import { InsuranceImage } from './insurance-image';
import classes from './insurance.module.css';

interface InsuranceProductCardProps {
  product: InsuranceListProduct;
  /** A product quoted on its provider's site: the page confirms before opening it. */
  onOutside: (url: string) => void;
}

/** One product of the Insurance page: a special offer in the co-op's second colour. */
export function InsuranceProductCard({ product, onOutside }: InsuranceProductCardProps) {
  const special = product.specialOffer === 1;
  const outside = product.urlRedirect;
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
      <Title order={2} size="h4" mt="md" c="inherit">
        {product.productName}
      </Title>
      <Text mt="xs" style={{ flex: 1 }}>
        {product.briefDetails}
      </Text>
      {outside ? (
        <Button mt="md" fullWidth variant={special ? 'white' : 'filled'} color={special ? 'dark' : undefined} onClick={() => onOutside(outside)} aria-label={label}>
          {product.buttonText}
        </Button>
      ) : (
        <Button
          component={Link}
          to={insuranceFormPath(product.productIdentifier)}
          mt="md"
          fullWidth
          variant={special ? 'white' : 'filled'}
          color={special ? 'dark' : undefined}
          aria-label={label}
        >
          {product.buttonText}
        </Button>
      )}
    </Card>
  );
}
