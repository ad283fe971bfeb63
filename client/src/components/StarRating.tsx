import { HStack, Text, type StackProps } from '@chakra-ui/react';
import { useI18n } from '../lib/i18n/i18n';

/** Stars out of 5, read out as one phrase ("Rated 4 out of 5"). Halves round to the nearest star. */
export function StarRating({ value, ...props }: StackProps & { value: number }) {
  const { t } = useI18n();
  const filled = Math.round(value);
  return (
    <HStack gap="0.5" role="img" aria-label={t('home.rated', { value: String(value) })} {...props}>
      {Array.from({ length: 5 }, (_, index) => (
        <Text
          as="span"
          key={index}
          aria-hidden="true"
          color={index < filled ? 'orange.500' : 'gray.300'}
          fontSize="lg"
          lineHeight="1"
        >
          ★
        </Text>
      ))}
    </HStack>
  );
}
