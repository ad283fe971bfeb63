import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'src');

/**
 * The message catalogues, one ICU JSON file per language: the app's own (layout, home page) in
 * src/lib/i18n/messages/<locale>.json, bundled with the app; each feature's in src/features/<name>/messages/, which
 * loads with that feature's code, so the home route does not carry every screen's text.
 */
export const messagesDir = path.join(srcDir, 'lib/i18n/messages');
export const featureMessagesDir = (feature: string) => path.join(srcDir, 'features', feature, 'messages');
/** The shared components' catalogue (dialogs, a listing's labels), in src/components/messages: `virtual:messages/components/<locale>`. */
export const componentMessagesDir = path.join(srcDir, 'components', 'messages');
const namedMessagesDir = (name: string) => (name === 'components' ? componentMessagesDir : featureMessagesDir(name));

const PREFIX = 'virtual:messages/';

/** What the app's tiny formatter (src/lib/i18n/format-message.ts) knows; dates and money are formatted in code with Intl. */
const SUPPORTED = new Set<TYPE>([TYPE.literal, TYPE.argument, TYPE.number, TYPE.select, TYPE.plural, TYPE.pound]);

function check(elements: MessageFormatElement[], where: string): void {
  for (const element of elements) {
    if (!SUPPORTED.has(element.type))
      throw new Error(`${where}: ICU element type ${TYPE[element.type]} is not supported by the app's formatter.`);
    if (element.type === TYPE.select || element.type === TYPE.plural) {
      for (const option of Object.values(element.options)) check(option.value, where);
    }
  }
}

/**
 * A catalogue as the app loads it: each message parsed by FormatJS's ICU parser at build time, so no parser ships to
 * the browser. A message without arguments becomes its text; one with arguments, its FormatJS syntax tree.
 */
export function compileCatalogue(
  messages: Record<string, string>,
  file: string,
): Record<string, string | MessageFormatElement[]> {
  const compiled: Record<string, string | MessageFormatElement[]> = {};
  for (const [key, message] of Object.entries(messages)) {
    const where = `${file}, key "${key}"`;
    if (typeof message !== 'string') throw new Error(`${where}: a message must be text.`);
    let elements: MessageFormatElement[];
    try {
      elements = parse(message, { ignoreTag: true, requiresOtherClause: true });
    } catch (error) {
      // FormatJS's own error says only what is wrong ("EXPECT_ARGUMENT_CLOSING_BRACE"), not where.
      throw new Error(
        `${where}: not a valid ICU message (${error instanceof Error ? error.message : String(error)}): ${message}`,
        { cause: error },
      );
    }
    check(elements, where);
    const only = elements[0];
    compiled[key] =
      elements.length === 0 ? '' : elements.length === 1 && only?.type === TYPE.literal ? only.value : elements;
  }
  return compiled;
}

/** `import messages from 'virtual:messages/si'` (the app's) or `'virtual:messages/account/si'` (a feature's): compiled. */
export function i18nPlugin(): Plugin {
  return {
    name: 'tripmate-i18n',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const match = /^(?:([a-z-]+)\/)?([a-z]{2})$/.exec(id.slice(PREFIX.length + 1));
      if (!match) throw new Error(`No catalogue named ${id.slice(PREFIX.length + 1)}.`);
      const [, feature, locale] = match as unknown as [string, string | undefined, string];
      const file = path.join(feature ? namedMessagesDir(feature) : messagesDir, `${locale}.json`);
      this.addWatchFile(file);
      const name = path.relative(path.dirname(srcDir), file);
      let messages: Record<string, string>;
      try {
        messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      } catch (error) {
        throw new Error(`${name}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
      return `export default ${JSON.stringify(compileCatalogue(messages, name))};`;
    },
  };
}
