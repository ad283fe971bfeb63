import { Accordion, Box, Button, Container, Heading, Input, InputGroup, Link, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { helpArticles } from './help-articles';

export const SUPPORT_EMAIL = 'support@tripmate.lk';

/** Help Center: open to everyone (help matters before signing up), searchable, with a way to reach a person. */
export function HelpPage() {
  const [search, setSearch] = useState('');
  const matches = useMemo(() => {
    const words = search.toLowerCase().split(/\s+/).filter(Boolean);
    return helpArticles.filter((article) => {
      const text = `${article.topic} ${article.question} ${article.answer}`.toLowerCase();
      return words.every((word) => text.includes(word));
    });
  }, [search]);
  const topics = [...new Set(matches.map((article) => article.topic))];

  return (
    <Container maxW="3xl" py={{ base: 8, md: 12 }}>
      <title>Help Center · TripMate</title>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="2">
        Help Center
      </Heading>
      <Text color="fg.muted" mb="6">
        Answers about accounts, the planner, the business directory and your data.
      </Text>
      <InputGroup mb="8">
        <Input type="search" aria-label="Search help" placeholder="Search help, e.g. password or budget" value={search} onChange={(e) => setSearch(e.target.value)} />
      </InputGroup>

      {topics.length === 0 ? (
        <Text role="status">No answers match “{search}”. Try other words, or write to us below.</Text>
      ) : (
        topics.map((topic) => (
          <Box as="section" key={topic} mb="8" aria-label={topic}>
            <Heading as="h2" size="lg" mb="3">
              {topic}
            </Heading>
            <Accordion.Root collapsible multiple variant="enclosed">
              {matches
                .filter((article) => article.topic === topic)
                .map((article) => (
                  <Accordion.Item key={article.question} value={article.question}>
                    <Accordion.ItemTrigger>
                      <Text flex="1" textAlign="start" fontWeight="medium">
                        {article.question}
                      </Text>
                      <Accordion.ItemIndicator />
                    </Accordion.ItemTrigger>
                    <Accordion.ItemContent>
                      <Accordion.ItemBody color="fg.muted">{article.answer}</Accordion.ItemBody>
                    </Accordion.ItemContent>
                  </Accordion.Item>
                ))}
            </Accordion.Root>
          </Box>
        ))
      )}

      <Box mt="10" p="6" rounded="xl" bg="bg.subtle" borderWidth="1px">
        <Heading as="h2" size="md" mb="2">
          Still stuck?
        </Heading>
        <Text color="fg.muted" mb="4">
          Write to us and a person will answer, usually within two working days.
        </Text>
        <Button asChild colorPalette="brand">
          <Link href={`mailto:${SUPPORT_EMAIL}`}>Contact Support</Link>
        </Button>
      </Box>
    </Container>
  );
}
