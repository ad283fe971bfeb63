import { Alert, Box, Button, Flex, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import type { PlanLanguage } from '../../../gql/graphql';
import { LOCALE_NAMES, useI18n } from '../../../lib/i18n/i18n';
import { useOnline } from '../../../lib/online';
import { LOCALE_OF_PLAN, PLAN_LANGUAGE, usePlannerT } from '../i18n';
import type { PlanEditor } from './use-plan-edits';

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Undo and Redo, also on Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y; ⌘ on a Mac), outside text fields. */
export function UndoRedo({ editor }: { editor: PlanEditor }) {
  const t = usePlannerT();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || typing(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey && editor.canUndo) editor.undo();
      else if (((key === 'z' && event.shiftKey) || key === 'y') && editor.canRedo) editor.redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editor]);
  return (
    <Flex gap="1" flexShrink={0} align="center" className="tm-no-print">
      <Text as="span" fontSize="xs" color="fg.muted" aria-live="polite" minW="14">
        {editor.busy ? t('edit.saving') : ''}
      </Text>
      <Button
        size="xs"
        variant="outline"
        onClick={editor.undo}
        disabled={!editor.canUndo}
        aria-keyshortcuts="Control+Z"
      >
        {t('edit.undo')}
      </Button>
      <Button
        size="xs"
        variant="outline"
        onClick={editor.redo}
        disabled={!editor.canRedo}
        aria-keyshortcuts="Control+Shift+Z"
      >
        {t('edit.redo')}
      </Button>
    </Flex>
  );
}

/** Another tab or device changed the plan first: say so, and offer to load it and make the change again. */
export function EditConflict({ editor }: { editor: PlanEditor }) {
  const t = usePlannerT();
  if (!editor.conflict) return null;
  const several = editor.conflictCount > 1;
  return (
    <Alert.Root status="warning" role="alert" className="tm-no-print" data-testid="edit-conflict">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{editor.conflictAfterWaiting ? t('edit.conflictOffline') : t('edit.conflictTab')}</Alert.Title>
        <Alert.Description>
          {t('edit.conflictText', { count: editor.conflictCount, offline: editor.conflictAfterWaiting ? 'yes' : 'no' })}
          <Button
            display="block"
            mt="2"
            size="xs"
            colorPalette="teal"
            onClick={editor.reloadAndRetry}
            loading={editor.busy}
          >
            {several ? t('edit.reloadMany') : t('edit.reloadOne')}
          </Button>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * Changes kept on this device and not yet on the server: how many, and that they are sent when the network is back
 * (or, online with no answer, that they are tried again, with a button to try now). The plan shown is the server's,
 * without them: the server recomputes a plan, so a change shows once it is made.
 */
export function WaitingEdits({ editor }: { editor: PlanEditor }) {
  const online = useOnline();
  const t = usePlannerT();
  const count = editor.waiting;
  return (
    <Box aria-live="polite" className="tm-no-print" data-testid="waiting-edits">
      {count > 0 ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('edit.waitingTitle', { count })}</Alert.Title>
            <Alert.Description>
              {online ? t('edit.waitingOnline', { count }) : t('edit.waitingOffline', { count })}
              {online ? (
                <Button display="block" mt="2" size="xs" variant="outline" onClick={editor.retry} loading={editor.busy}>
                  {t('edit.tryNow')}
                </Button>
              ) : null}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
    </Box>
  );
}

/**
 * The plan is written in another language than the page is shown in (the traveller switched it since): say so, and
 * offer to write the plan again in the page's language, the same trip in other words.
 */
export function PlanLanguageNotice({ language, editor }: { language: PlanLanguage; editor: PlanEditor }) {
  const t = usePlannerT();
  const { locale } = useI18n();
  const written = LOCALE_OF_PLAN[language];
  if (written === locale) return null;
  return (
    <Alert.Root status="info" mb="4" className="tm-no-print" data-testid="plan-language">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>
          {t('rewrite.notice', { language: LOCALE_NAMES[written] })}
          <Button
            display="block"
            mt="2"
            size="xs"
            colorPalette="teal"
            onClick={() => void editor.rewrite(PLAN_LANGUAGE[locale])}
            loading={editor.busy}
            disabled={editor.waiting > 0 || editor.conflict !== null}
          >
            {t('rewrite.action', { language: LOCALE_NAMES[locale] })}
          </Button>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
