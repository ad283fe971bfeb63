import { Alert, Box, Button, Flex, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useOnline } from '../../../lib/online';
import type { PlanEditor } from './use-plan-edits';

const typing = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Undo and Redo, also on Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y; ⌘ on a Mac), outside text fields. */
export function UndoRedo({ editor }: { editor: PlanEditor }) {
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
        {editor.busy ? 'Saving…' : ''}
      </Text>
      <Button size="xs" variant="outline" onClick={editor.undo} disabled={!editor.canUndo} aria-keyshortcuts="Control+Z">
        Undo
      </Button>
      <Button size="xs" variant="outline" onClick={editor.redo} disabled={!editor.canRedo} aria-keyshortcuts="Control+Shift+Z">
        Redo
      </Button>
    </Flex>
  );
}

/** Another tab or device changed the plan first: say so, and offer to load it and make the change again. */
export function EditConflict({ editor }: { editor: PlanEditor }) {
  if (!editor.conflict) return null;
  const several = editor.conflictCount > 1;
  const yourChange = several ? `Your ${editor.conflictCount} changes were not made` : 'Your change was not made';
  return (
    <Alert.Root status="warning" role="alert" className="tm-no-print" data-testid="edit-conflict">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{editor.conflictAfterWaiting ? 'This plan was changed somewhere else while you were offline' : 'This plan was changed in another tab or window'}</Alert.Title>
        <Alert.Description>
          {yourChange}, so nothing was lost{editor.conflictAfterWaiting ? `: ${several ? 'they are' : 'it is'} kept on this device` : ''}. Load the latest version to make{' '}
          {several ? 'them' : 'it'} again on top of the other change.
          <Button display="block" mt="2" size="xs" colorPalette="teal" onClick={editor.reloadAndRetry} loading={editor.busy}>
            {several ? 'Load the latest version and make my changes' : 'Load the latest version and make my change'}
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
  const count = editor.waiting;
  return (
    <Box aria-live="polite" className="tm-no-print" data-testid="waiting-edits">
      {count > 0 ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{count === 1 ? '1 change waits to be sent' : `${count} changes wait to be sent`}</Alert.Title>
            <Alert.Description>
              {online
                ? `The server could not be reached. ${count === 1 ? 'It is' : 'They are'} kept on this device and tried again shortly.`
                : `${count === 1 ? 'It is' : 'They are'} kept on this device and sent when you are back online; the plan shows ${count === 1 ? 'it' : 'them'} once the server has made ${count === 1 ? 'it' : 'them'}.`}
              {online ? (
                <Button display="block" mt="2" size="xs" variant="outline" onClick={editor.retry} loading={editor.busy}>
                  Try now
                </Button>
              ) : null}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
    </Box>
  );
}
