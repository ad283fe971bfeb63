import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths.js';
import { ContentService } from '../../content/content.module.js';
import { builtInGeo } from '../../../test/geo.js';
import { evalChat, loadEvalSet, scoreAssistant, type EvalScore } from './score.js';

const TARGETS = { overall: 0.9, category: 0.8 };
const CATEGORIES = [
  'seasons',
  'parks',
  'trains',
  'fares',
  'fees',
  'drive times',
  'health',
  'app how-to',
  'plan edits',
  'out-of-scope',
  'prompt injection',
];

describe('the built-in assistant on the committed evaluation set (npm run eval:chat)', () => {
  const { questions, plans } = loadEvalSet();
  let score: EvalScore;
  beforeAll(async () => {
    score = await scoreAssistant(evalChat(builtInGeo(), ContentService.load(paths.content), plans), questions);
  });

  it('has at least 80 questions in every category issue 18 names, and at least 10 changes asked of a plan', () => {
    expect(questions.filter((q) => q.category === 'plan edits' && q.plan).length).toBeGreaterThanOrEqual(10);
    expect(questions.length).toBeGreaterThanOrEqual(80);
    expect([...score.byCategory.keys()].sort()).toEqual([...CATEGORIES].sort());
  });

  it('scores at least 90% overall and 80% in every category', () => {
    const failed = score.failures.map(
      (f) => `${f.question.question} (missing: ${f.missing.join('; ')}; forbidden: ${f.forbidden.join('; ')})`,
    );
    expect(score.overall, failed.join('\n')).toBeGreaterThanOrEqual(TARGETS.overall);
    for (const [category, { passed, total }] of score.byCategory)
      expect(passed / total, category).toBeGreaterThanOrEqual(TARGETS.category);
  });
});

/**
 * The second set (holdout-questions.json): questions written before the engine was changed for them, in other words,
 * other places and local spellings. Its floor is set just below what the engine reaches, so a change that makes it
 * answer these worse fails here; the targets above stay the committed set's.
 */
const SECOND_SET_FLOORS = { overall: 0.95, category: 0.75 };

describe('the built-in assistant on the second evaluation set (holdout-questions.json)', () => {
  const { questions, plans } = loadEvalSet(fileURLToPath(new URL('./holdout-questions.json', import.meta.url)));
  let score: EvalScore;
  beforeAll(async () => {
    score = await scoreAssistant(evalChat(builtInGeo(), ContentService.load(paths.content), plans), questions);
  });

  it('has at least 40 questions, in every category of the committed set', () => {
    expect(questions.length).toBeGreaterThanOrEqual(40);
    expect([...score.byCategory.keys()].sort()).toEqual([...CATEGORIES].sort());
  });

  it(`scores at least ${SECOND_SET_FLOORS.overall * 100}% overall and ${SECOND_SET_FLOORS.category * 100}% in every category`, () => {
    const failed = score.failures.map(
      (f) => `${f.question.question} (missing: ${f.missing.join('; ')}; forbidden: ${f.forbidden.join('; ')})`,
    );
    expect(score.overall, failed.join('\n')).toBeGreaterThanOrEqual(SECOND_SET_FLOORS.overall);
    for (const [category, { passed, total }] of score.byCategory)
      expect(passed / total, `${category}: ${failed.join('\n')}`).toBeGreaterThanOrEqual(SECOND_SET_FLOORS.category);
  });
});
