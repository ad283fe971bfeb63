import { Card, Heading, Stack } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** A card of the profile's side panel: a section named by its h2 title, its controls stacked below. */
export function SidePanelCard({ title, gap = '3', children }: { title: string; gap?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline">
      <Card.Header>
        <Heading as="h2" id={headingId} size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap={gap}>{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}
