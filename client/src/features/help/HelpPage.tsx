import { Accordion, Box, Button, Container, Heading, Input, InputGroup, Link, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { helpArticles } from './help-articles';
import { useHelpT } from './i18n';

export const SUPPORT_EMAIL = 'support@tripmate.lk';

/** Help Center: open to everyone (help matters before signing up), searchable, with a way to reach a person. */
export function HelpPage() {
  const t = useHelpT();
  const { locale } = useI18n();
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
      <title>{t('title')}</title>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="2">
        {t('heading')}
      </Heading>
      <Text color="fg.muted" mb="6">
        {t('intro')}
      </Text>
      {/* The articles are content (content/help.json, which the assistant also answers from), not yet translated. */}
      {locale === 'en' ? null : (
        <Text color="fg.muted" fontSize="sm" mb="3">
          {t('englishOnly')}
        </Text>
      )}
      <InputGroup mb="8">
        <Input
          type="search"
          aria-label={t('search')}
          placeholder={t('placeholder')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </InputGroup>

      {topics.length === 0 ? (
        <Text role="status">{t('none', { search })}</Text>
      ) : (
        topics.map((topic) => (
          <Box as="section" key={topic} mb="8" aria-label={topic} lang={locale === 'en' ? undefined : 'en'}>
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
          {t('stuck')}
        </Heading>
        <Text color="fg.muted" mb="4">
          {t('writeUs')}
        </Text>
        <Button asChild colorPalette="brand">
          <Link href={`mailto:${SUPPORT_EMAIL}`}>{t('contact')}</Link>
        </Button>
      </Box>
    </Container>
  );
}
