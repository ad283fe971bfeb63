import { Button, Flex, Input } from '@chakra-ui/react';
import { useRef, type Ref } from 'react';
import { useComponentsT } from './i18n';
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
  const t = useComponentsT();
  const field = useRef<HTMLInputElement>(null);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      toast({ title: t('copy.copied'), description: t('copy.copiedDescription'), type: 'success' });
    } catch {
      field.current?.focus();
      field.current?.select();
      toast({ title: t('copy.manual'), description: t('copy.manualDescription'), type: 'info' });
    }
  };

  return (
    <Flex gap="2" w="full">
      <Input
        ref={field}
        value={url}
        readOnly
        size="sm"
        bg="bg.subtle"
        fontFamily="mono"
        fontSize="xs"
        aria-label={t('copy.field', { name })}
        onFocus={(event) => event.currentTarget.select()}
        data-testid="share-link"
      />
      <Button
        ref={copyRef}
        size="sm"
        colorPalette="teal"
        onClick={copy}
        aria-label={t('copy.button', { name })}
        flexShrink={0}
      >
        {t('copy.copy')}
      </Button>
    </Flex>
  );
}
