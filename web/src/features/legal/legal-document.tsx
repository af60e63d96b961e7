import { Container, Stack, Text, Title } from '@mantine/core';
import type { LegalSection } from './content/legal-section';

/** A legal page: its title, when it was last updated, then its numbered sections as plain text. */
export function LegalDocument({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}) {
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Text c="gray.7">Last updated {updated}</Text>
        <Text>{intro}</Text>
        {sections.map((section, i) => (
          <section key={section.title} aria-labelledby={`legal-${i + 1}`} data-testid="legal-section">
            <Title order={2} size="h4" id={`legal-${i + 1}`} mb={4}>
              {`${i + 1}. ${section.title}`}
            </Title>
            {section.paragraphs.map((p) => (
              <Text key={p} mb="xs">
                {p}
              </Text>
            ))}
          </section>
        ))}
      </Stack>
    </Container>
  );
}
