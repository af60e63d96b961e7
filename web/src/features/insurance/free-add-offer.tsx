import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { FREE_ADD_PRODUCT } from '#shared/constants.js';
import type { InsuranceProduct } from '#shared/schemas/home.js';
import classes from './components/insurance.module.css';
import { insuranceFormPath } from './utils/form-path';

/** The no-cost AD&D offer shows when the products list the Freeadd product. */
export function hasFreeAdd(products: readonly Pick<InsuranceProduct, 'productIdentifier'>[]): boolean {
  return products.some((product) => product.productIdentifier === FREE_ADD_PRODUCT);
}

export function FreeAddOffer({ products }: { products: readonly InsuranceProduct[] }) {
  if (!hasFreeAdd(products)) return null;
  return (
    <Container size="xl" component="section" aria-labelledby="free-add-heading" py="xl">
      <Paper p="xl" radius="md" className={classes.freeAdd} data-testid="free-add">
        <Group justify="space-between" align="center" gap="lg">
          <Stack gap="xs" maw={720}>
            <Title order={2} id="free-add-heading" c="inherit">
              $5,000 accidental death and dismemberment coverage at no cost
            </Title>
            <Text c="inherit">
              As a member you can claim a no-cost $5,000 accidental death and dismemberment policy. There is nothing to
              pay.
            </Text>
          </Stack>
          <Button component={Link} to={insuranceFormPath(FREE_ADD_PRODUCT)} size="lg" variant="white" color="dark">
            Claim your free policy
          </Button>
        </Group>
      </Paper>
    </Container>
  );
}
