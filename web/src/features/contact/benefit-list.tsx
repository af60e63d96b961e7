import '@mantine/core/styles/List.css';
import { List, Text } from '@mantine/core';

// The program's benefits as the About page lists them, with the program's marketing claims.
const BENEFITS: [string, string][] = [
  ['Local Deals', 'coupons from businesses near your ZIP code, printed or shown on your phone'],
  ['National Discounts', 'up to 40% off with national brands, online and in store'],
  [
    'Healthy Savings',
    'pharmacy savings of 10% to 85% at 60,000+ pharmacies, plus dental, vision, hearing, chiropractic, lab and imaging discounts',
  ],
  ['Travel', 'up to 70% off hotels, cars and more'],
  ['Tickets and Theme Parks', 'up to 50% off parks, shows and attractions'],
  [
    'Insurance',
    'quotes for your home, auto, life and more, and a no-cost $5,000 accidental death and dismemberment policy',
  ],
  ['Membership Card', 'print it as often as you need, for local stores and health providers'],
];

export function BenefitList() {
  return (
    <List spacing="xs" data-testid="benefit-list">
      {BENEFITS.map(([name, what]) => (
        <List.Item key={name}>
          <Text span fw={700}>
            {name}
          </Text>
          : {what}
        </List.Item>
      ))}
    </List>
  );
}
