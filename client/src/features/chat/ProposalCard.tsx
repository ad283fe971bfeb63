import { Box, Button, Flex, List, Text } from '@chakra-ui/react';
import type { PlanInView } from '../../lib/plan-in-view';
import type { ChatTurn, PlanProposal } from './stream-chat-reply';
import { useChatT } from './i18n';

type ProposalCardProps = {
  readonly turn: ChatTurn & { proposal: PlanProposal };
  /** The plan on the screen now, if any. */
  readonly plan: PlanInView | null;
  readonly applying: boolean;
  readonly onApply: () => void;
  readonly onCancel: () => void;
};

/** "− Yala National Park" in red, "+ Udawalawe National Park" in green; the rest of a line as it is. */
function ChangeLine({ line }: { line: string }) {
  const [label, rest] = line.includes(': ')
    ? [line.slice(0, line.indexOf(': ') + 2), line.slice(line.indexOf(': ') + 2)]
    : ['', line];
  return (
    <List.Item>
      {label}
      {rest.split('; ').map((part, i) => (
        <Text
          as="span"
          key={i}
          color={part.startsWith('− ') ? 'fg.error' : part.startsWith('+ ') ? 'fg.success' : undefined}
        >
          {i > 0 ? '; ' : ''}
          {part}
        </Text>
      ))}
    </List.Item>
  );
}

/**
 * A change the travel bot proposes to the plan on the screen, as a diff to confirm: Apply changes sends it through
 * the plan page's own editor; Cancel leaves the plan as it is. Its text comes from the server and is shown as text.
 */
export function ProposalCard({ turn, plan, applying, onApply, onCancel }: ProposalCardProps) {
  const { proposal } = turn;
  const t = useChatT();
  const changes = new Set(proposal.changes);
  const said = turn.text.split('\n').filter((line) => line !== '' && !changes.has(line));
  const onThisPlan = plan !== null && plan.id === proposal.planId;
  return (
    <Box
      alignSelf="flex-start"
      w="95%"
      bg="bg"
      borderWidth="1px"
      borderColor="border.emphasized"
      px="3"
      py="2"
      rounded="lg"
      role="group"
      aria-label={t('proposal')}
    >
      <Text as="span" srOnly>
        {t('bot')}
      </Text>
      {said.map((line, i) => (
        <Text key={i} mb="1">
          {line}
        </Text>
      ))}
      <List.Root aria-label={t('changes')} gap="1" ps="4" my="2">
        {proposal.changes.map((line, i) => (
          <ChangeLine key={i} line={line} />
        ))}
      </List.Root>
      {turn.status === 'applied' ? (
        <Text color="fg.success" fontWeight="semibold">
          {t('applied')}
        </Text>
      ) : turn.status === 'cancelled' ? (
        <Text color="fg.muted">{t('cancelled')}</Text>
      ) : !onThisPlan ? (
        <Text color="fg.muted">{t('openPlan')}</Text>
      ) : plan.version !== proposal.version ? (
        <Text color="fg.muted">{t('planChanged')}</Text>
      ) : (
        <Flex gap="2" mt="1">
          <Button size="xs" colorPalette="brand" onClick={onApply} loading={applying} loadingText={t('applying')}>
            {t('apply')}
          </Button>
          <Button size="xs" variant="outline" onClick={onCancel} disabled={applying}>
            {t('cancel')}
          </Button>
        </Flex>
      )}
    </Box>
  );
}
