import { Button, Flex, Input } from '@chakra-ui/react';
import { useRef, type Ref } from 'react';
import { toast } from './toast';

type CopyLinkFieldProps = {
  readonly url: string;
  /** What the link opens, for the field's and the button's names ("the link to Colombo to Ella, 3 days"). */
  readonly name: string;
  /** The Copy button, for a dialog to focus first. */
  readonly copyRef?: Ref<HTMLButtonElement>;
};

/**
 * A link to hand on: the address in a read-only field and a Copy button. Where the browser refuses the clipboard
 * (an insecure origin, a denied permission), the address is selected in the field, ready for Ctrl+C.
 */
export function CopyLinkField({ url, name, copyRef }: CopyLinkFieldProps) {
  const field = useRef<HTMLInputElement>(null);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'Paste it wherever you want to share the plan.', type: 'success' });
    } catch {
      field.current?.focus();
      field.current?.select();
      toast({ title: 'Copy the link', description: 'Your browser did not let TripMate copy it: the link is selected, press Ctrl+C (⌘C on a Mac).', type: 'info' });
    }
  };

  return (
    <Flex gap="2" w="full">
      <Input ref={field} value={url} readOnly size="sm" bg="bg.subtle" fontFamily="mono" fontSize="xs" aria-label={`The link to ${name}`} onFocus={(event) => event.currentTarget.select()} data-testid="share-link" />
      <Button ref={copyRef} size="sm" colorPalette="teal" onClick={copy} aria-label={`Copy the link to ${name}`} flexShrink={0}>
        Copy
      </Button>
    </Flex>
  );
}
