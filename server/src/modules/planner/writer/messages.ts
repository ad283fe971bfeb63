import type { Catalogue, Messages } from './catalogue.js';
import { english } from './en.js';
import { Format } from './format.js';

/** A catalogue's messages bound to its language's formats, built once per catalogue. */
const bound = new WeakMap<Catalogue, Messages>();

export function messagesOf(catalogue: Catalogue = english): Messages {
  let messages = bound.get(catalogue);
  if (!messages) {
    messages = catalogue.messages(new Format(catalogue.locale, catalogue.grouping, catalogue.months));
    bound.set(catalogue, messages);
  }
  return messages;
}
