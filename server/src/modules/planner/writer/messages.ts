import type { Catalogue, Messages } from './catalogue.js';
import { english } from './en.js';
import { catalogueBinder } from './format.js';

const bind = catalogueBinder<Messages>();

/** A catalogue's messages bound to its language's formats, built once per catalogue. */
export function messagesOf(catalogue: Catalogue = english): Messages {
  return bind(catalogue);
}
