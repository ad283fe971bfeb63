import { z } from 'zod';
import { normalise } from '../builtin-assistant.js';
import type { EditAsk, Mention } from '../plan-edits/edit-asks.js';

/** The most edits one call may ask for: more than a proposal may hold, so the engine says so in its own words. */
const MAX_TOOL_EDITS = 30;

const ACTIONS = [
  'add_stop',
  'remove_stop',
  'move_stop',
  'replace_stop',
  'add_nights',
  'remove_nights',
  'set_nights',
  'swap_days',
  'remove_day',
] as const;

const name = z.string().trim().min(1).max(100);
const day = z.number().int().min(1).max(60);
const toolEdit = z.object({
  action: z.enum(ACTIONS),
  place: name.optional(),
  new_place: name.optional(),
  day: day.optional(),
  other_day: day.optional(),
  nights: z.number().int().min(1).max(30).optional(),
});
export const toolEditsSchema = z.object({ edits: z.array(toolEdit).min(1).max(MAX_TOOL_EDITS) });
type ToolEdit = z.infer<typeof toolEdit>;

/** propose_plan_edit's parameters, as the model is told them. */
export const TOOL_EDITS_PARAMETERS = {
  type: 'object',
  properties: {
    edits: {
      type: 'array',
      description: 'Every change the traveller asked for, in order, in one call.',
      items: {
        type: 'object',
        properties: {
          action: {
            type: 'string',
            enum: [...ACTIONS],
            description:
              'add_stop: a sight onto a day (day optional: the nearest day). remove_stop: a sight out of the plan. move_stop: a sight to another day. ' +
              'replace_stop: the sight `place` out, `new_place` in its slot. add_nights / remove_nights: `nights` more or fewer at the town stayed at. ' +
              'set_nights: exactly `nights` there. swap_days: `day` with `other_day`. remove_day: take out day `day`.',
          },
          place: {
            type: 'string',
            description: 'The sight (for stops) or the town stayed at (for nights), as the traveller named it.',
          },
          new_place: { type: 'string', description: 'replace_stop only: the sight that comes in.' },
          day: { type: 'integer', description: 'A day of the plan, from 1.' },
          other_day: { type: 'integer', description: 'swap_days only: the other day.' },
          nights: {
            type: 'integer',
            description: 'How many nights (add_nights, remove_nights: 1 when left out; set_nights: the total).',
          },
        },
        required: ['action'],
      },
    },
  },
  required: ['edits'],
} as const;

/** A name as the edit engine reads one: normalised words. */
const mention = (text: string): Mention => normalise(text).split(' ').filter(Boolean);

/**
 * The model's edits as the built-in engine's own requests (what it reads from "add a night in Ella"), so that they
 * are settled, tried and shown exactly as a request typed to the built-in assistant is. Or what an edit lacks.
 */
export function editAsksOf(edits: readonly ToolEdit[]): { asks: EditAsk[] } | { problem: string } {
  const asks: EditAsk[] = [];
  for (const [i, edit] of edits.entries()) {
    const lacking = (field: string) => ({ problem: `Edit ${i + 1} (${edit.action}) needs \`${field}\`.` });
    const at = edit.day ?? null;
    switch (edit.action) {
      case 'add_stop':
        if (!edit.place) return lacking('place');
        asks.push({ kind: 'add', place: mention(edit.place), day: at });
        break;
      case 'remove_stop':
        if (!edit.place) return lacking('place');
        asks.push({ kind: 'remove', stop: mention(edit.place) });
        break;
      case 'move_stop':
        if (!edit.place) return lacking('place');
        asks.push({ kind: 'move', stop: mention(edit.place), day: at });
        break;
      case 'replace_stop':
        if (!edit.place) return lacking('place');
        if (!edit.new_place) return lacking('new_place');
        asks.push({ kind: 'replace', stop: mention(edit.place), place: mention(edit.new_place), day: at });
        break;
      case 'add_nights':
      case 'remove_nights':
        asks.push({
          kind: 'nights',
          base: mention(edit.place ?? ''),
          change: (edit.action === 'add_nights' ? 1 : -1) * (edit.nights ?? 1),
        });
        break;
      case 'set_nights':
        if (!edit.nights) return lacking('nights');
        asks.push({ kind: 'set-nights', base: mention(edit.place ?? ''), nights: edit.nights });
        break;
      case 'swap_days':
        if (!edit.day) return lacking('day');
        if (!edit.other_day) return lacking('other_day');
        asks.push({ kind: 'swap-days', day: edit.day, otherDay: edit.other_day });
        break;
      case 'remove_day':
        if (!edit.day) return lacking('day');
        asks.push({ kind: 'remove-day', day: edit.day });
        break;
    }
  }
  return { asks };
}
