import { Text } from '@mantine/core';

/** The discount-plan disclosure every health page and the hub carry: not insurance, a discount plan. */
export function HealthDisclosure({ coopName }: { coopName: string }) {
  return (
    <Text size="sm" c="dimmed" data-testid="health-disclosure">
      This is not insurance. These savings are discounts offered by {coopName} through a discount medical plan
      organization; they are not insurance and do not pay or reimburse providers. You pay the provider the discounted
      price at the time of service. You may cancel within the first 30 days for a full refund of any fee paid.
    </Text>
  );
}
