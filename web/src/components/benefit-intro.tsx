import '@mantine/core/styles/List.css';
import { List, Text, Title } from '@mantine/core';

/** A benefit page's opening: its title, the headline claim and the points under it. */
export function BenefitIntro({ title, claim, points }: { title: string; claim: string; points: readonly string[] }) {
  return (
    <>
      <Title order={1}>{title}</Title>
      <Text size="lg" fw={600}>
        {claim}
      </Text>
      <List spacing="xs">
        {points.map((point) => (
          <List.Item key={point}>{point}</List.Item>
        ))}
      </List>
    </>
  );
}
