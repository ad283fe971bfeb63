import { describe, expect, it } from 'vitest';
import { DomainError } from '../lib/errors/domain-error.js';
import { SharedErrorCode } from '../lib/errors/shared-codes.js';
import { ValidationError, type ValidationReason } from '../lib/errors/validation.js';
import { languageOf } from '../lib/language.js';
import { AuthErrorCode } from '../modules/accounts/auth.errors.js';
import { BusinessErrorCode } from '../modules/business/business.errors.js';
import { PhotoErrorCode } from '../modules/business/business.module.js';
import { ChatErrorCode } from '../modules/chat/chat.errors.js';
import { FeedbackErrorCode } from '../modules/feedback/feedback.errors.js';
import { GeoErrorCode } from '../modules/geo/geo.errors.js';
import { PlannerError, PlannerErrorCode, type BadEdit } from '../modules/planner/planner.module.js';
import { TripErrorCode } from '../modules/trips/trip.errors.js';
import type { ServerMessages } from './catalogue.js';
import { confirmation, ENGLISH_CONFIRMATIONS, SERVER_CATALOGUES, sayError, serverMessagesOf } from './languages.js';

const SCRIPTS = { si: /[\u0D80-\u0DFF]/u, ta: /[\u0B80-\u0BFF]/u } as const;
const LANGUAGES = ['si', 'ta'] as const;

/** Every code a client can be refused with, read from the modules' enums at run time (a new enum goes here too). */
const CODES: readonly string[] = [
  AuthErrorCode,
  BusinessErrorCode,
  PhotoErrorCode,
  ChatErrorCode,
  FeedbackErrorCode,
  GeoErrorCode,
  PlannerErrorCode,
  TripErrorCode,
  SharedErrorCode,
].flatMap((codes) => Object.values(codes));

/** Parameters that reach every branch of a message: each code's, with its variants. */
const SAMPLES: Readonly<Record<string, readonly Record<string, unknown>[]>> = {
  BUSINESS_SIGN_IN_REQUIRED: ['edit', 'delete', 'claim', 'change'].map((action) => ({ action })),
  BUSINESS_NOT_OWNER: ['edit', 'delete', 'claim', 'change'].map((action) => ({ action })),
  BUSINESS_OWNER_LIMIT_REACHED: [{ limit: 20 }],
  PHOTO_TOO_LARGE: [{ megabytes: 5 }],
  PHOTO_TOO_MANY_PIXELS: [
    { size: '9000 × 9000', megapixels: 40 },
    { size: null, megapixels: 40 },
  ],
  PHOTO_LIMIT_REACHED: [{ max: 10 }],
  GEO_LOCATION_NOT_FOUND: [{ place: 'Atlantis' }],
  PLAN_LOCATION_NOT_FOUND: [{ place: 'Atlantis' }],
  PLAN_TOO_FEW_DAYS: [{ days: 1, from: 'Jaffna', to: 'Galle', hours: 9, needed: 3 }],
  PLAN_NOT_FOUND: [{ shared: false }, { shared: true }],
  PLAN_RATE_LIMITED: [{ minutes: 1 }, { minutes: 7 }],
  PLAN_VERSION_CONFLICT: [{ current: 4 }],
  PLAN_EDITS_RATE_LIMITED: [{ seconds: 30 }],
  PLAN_SHARE_RATE_LIMITED: [{ seconds: 30 }],
  ROUTE_NOT_FOUND: [{ method: 'GET', path: '/api/x' }],
  BODY_TOO_LARGE: [{ limit: '1mb' }],
  REQUEST_TIMEOUT: [
    { stalled: true, seconds: 15 },
    { stalled: false, seconds: 30 },
  ],
};

const BAD_EDITS: readonly BadEdit[] = [
  { why: 'NEEDS', kind: 'MOVE_STOP', field: 'day', what: 'the day to move it to' },
  { why: 'NEEDS', kind: 'SOMETHING_NEW', field: 'x', what: 'a thing' },
  { why: 'DAY_OUT_OF_RANGE', day: 9, days: 4 },
  { why: 'INDEX_OUT_OF_RANGE', index: 5, day: 2, length: 1 },
  { why: 'DAY_FULL', day: 2, max: 12 },
  { why: 'NOT_A_STOP', name: 'Sigiriya' },
  { why: 'NO_SUCH_STOP', id: 'x' },
  { why: 'NOT_A_BASE', placeId: 'x', bases: ['Kandy', 'Ella'] },
  { why: 'DAY_TRIP' },
  { why: 'BASE_TWICE', name: 'Kandy' },
  { why: 'ONE_NIGHT', name: 'Kandy' },
  { why: 'NOT_AROUND', day: 5, name: 'Kandy', first: 2, last: 3 },
  { why: 'NO_SUCH_PLACE', id: 'x' },
  { why: 'ALREADY_IN_PLAN', name: 'Sigiriya', day: 2 },
  { why: 'MAX_DAYS', max: 30 },
  { why: 'DAYS_HAVE_STOPS', name: 'Kandy', first: 2, last: 2 },
  { why: 'DAYS_HAVE_STOPS', name: 'Kandy', first: 2, last: 3 },
  { why: 'DAY_HAS_STOPS', day: 2, stops: ['Sigiriya'] },
  { why: 'DAY_HAS_STOPS', day: 2, stops: ['Sigiriya', 'Dambulla'] },
  { why: 'SWAP_WITH_ITSELF', day: 2 },
  { why: 'UNREACHABLE', name: 'Delft', day: 3 },
];

const REASONS: readonly ValidationReason[] = [
  { kind: 'required' },
  ...(['text', 'number', 'integer', 'boolean', 'list', 'object', 'other'] as const).map(
    (expected) => ({ kind: 'type', expected }) as const,
  ),
  { kind: 'oneOf', values: ['A', 'B'] },
  ...(['characters', 'items', null] as const).flatMap((unit) => [
    { kind: 'tooSmall', minimum: 2, unit } as const,
    { kind: 'tooBig', maximum: 1000, unit } as const,
  ]),
  ...(['email', 'url', 'date', 'other'] as const).map((format) => ({ kind: 'format', format }) as const),
  { kind: 'invalid' },
  { kind: 'controlCharacters' },
  { kind: 'unicode' },
  { kind: 'bodyNotObject' },
  { kind: 'nestedTooDeeply', levels: 32 },
  { kind: 'givenOnce' },
  { kind: 'photoEncoded' },
  { kind: 'photoIncomplete' },
];

const says = (messages: ServerMessages) =>
  messages.errors as unknown as Readonly<Record<string, ((p: unknown) => string) | undefined>>;

describe('the server’s message catalogues', () => {
  it('has a message for every code of every module in every language (TypeScript checks it too), in that language’s script', () => {
    expect(Object.keys(SERVER_CATALOGUES).sort()).toEqual(['si', 'ta']);
    for (const language of LANGUAGES) {
      const messages = serverMessagesOf(SERVER_CATALOGUES[language]);
      const keys = Object.keys(messages.errors);
      expect([...keys, SharedErrorCode.INVALID_INPUT].sort(), language).toEqual([...CODES].sort());
      for (const code of keys) {
        const variants =
          code === PlannerErrorCode.BAD_EDIT ? BAD_EDITS.map((edit) => ({ edit })) : (SAMPLES[code] ?? [{}]);
        for (const params of variants) {
          const text = says(messages)[code]!(params);
          expect(text, `${language} ${code}`).toMatch(SCRIPTS[language]);
          expect(text, `${language} ${code}`).not.toMatch(/undefined|NaN|\[object/);
        }
      }
      for (const reason of REASONS)
        for (const label of ['X', null])
          expect(messages.validation.rule(reason, label), `${language} ${reason.kind}`).toMatch(SCRIPTS[language]);
      for (const text of [...Object.values(messages.validation.own), ...Object.values(messages.confirmations)])
        expect(text).toMatch(SCRIPTS[language]);
      expect(Object.keys(messages.confirmations).sort()).toEqual(Object.keys(ENGLISH_CONFIRMATIONS).sort());
    }
  });

  it('marks the messages a speaker should check, each one a message of the catalogue', () => {
    for (const language of LANGUAGES) {
      const messages = serverMessagesOf(SERVER_CATALOGUES[language]) as unknown as Record<
        string,
        Record<string, unknown>
      >;
      for (const key of SERVER_CATALOGUES[language].review) {
        const [group, name] = key.split('.') as [string, string];
        expect(messages[group]?.[name], `${language} ${key}`).toBeDefined();
      }
    }
  });

  it('keeps each error’s English message as it is, and translates one by its code and parameters', () => {
    const error = PlannerError.badEdit(
      { why: 'DAY_HAS_STOPS', day: 2, stops: ['Sigiriya', 'Dambulla'] },
      'edits.0.day',
    );
    expect(error.message).toBe('Day 2 still has 2 stops (Sigiriya, Dambulla): move or remove them first.');
    expect(sayError(error, 'en')).toBe(error.message);
    expect(sayError(error, 'si')).toBe(
      '2 වන දිනයේ තවමත් නැවතුම් 2ක් ඇත (Sigiriya, Dambulla): පළමුව ඒවා ගෙන යන්න හෝ ඉවත් කරන්න.',
    );
    expect(sayError(error, 'ta')).toBe(
      'நாள் 2 இல் இன்னும் 2 நிறுத்தங்கள் உள்ளன (Sigiriya, Dambulla): முதலில் அவற்றை நகர்த்துங்கள் அல்லது அகற்றுங்கள்.',
    );
    expect(PlannerError.tooMany(400).message).toBe(
      'You have generated many plans in a short time. Please try again in 7 minutes.',
    );
    expect(sayError(PlannerError.tooMany(400), 'si')).toBe(
      'ඔබ කෙටි කාලයක් තුළ සැලසුම් බොහොමයක් සාදා ඇත. කරුණාකර මිනිත්තු 7කින් නැවත උත්සාහ කරන්න.',
    );
    // A code no catalogue knows (none today) is said in English rather than not at all.
    expect(sayError(new DomainError('CONFLICT', 'SOMETHING_NEW', 'Something new.'), 'ta')).toBe('Something new.');
  });

  it('says an input rule of a field by the field’s name in the language, else by its API name, and a schema’s own rule where translated', () => {
    const tooLong = new ValidationError('Notes must be at most 2000 characters.', 'notes', {
      kind: 'tooBig',
      maximum: 2000,
      unit: 'characters',
    });
    expect(sayError(tooLong, 'si')).toBe('සටහන් උපරිම අක්ෂර 2,000ක් විය යුතුය.');
    expect(sayError(tooLong, 'ta')).toBe('குறிப்புகள் அதிகபட்சம் 2,000 எழுத்துகளாக இருக்க வேண்டும்.');
    const each = new ValidationError('Each stop must be at most 200 characters.', 'stops.3', {
      kind: 'tooBig',
      maximum: 200,
      unit: 'characters',
    });
    expect(sayError(each, 'ta')).toBe('நிறுத்தங்கள் அதிகபட்சம் 200 எழுத்துகளாக இருக்க வேண்டும்.');
    expect(
      sayError(
        new ValidationError('radiusKm must be a number.', 'radiusKm', { kind: 'type', expected: 'number' }),
        'si',
      ),
    ).toBe('radiusKm අංකයක් විය යුතුය.');
    expect(sayError(new ValidationError('Username cannot contain spaces.', 'username'), 'si')).toBe(
      'පරිශීලක නාමයේ හිස්තැන් තිබිය නොහැක.',
    );
    expect(sayError(new ValidationError('A rule nobody translated.', 'telephone'), 'ta')).toBe('தொலைபேசி சரியானதல்ல.');
  });

  it('confirms in English word for word, as DESIGN §5 and the spec have it', () => {
    expect(confirmation('passwordChanged', 'en')).toBe('Your password has been updated successfully.');
    expect(confirmation('businessRegistered', 'en')).toBe('Business registered!');
    expect(confirmation('businessRegistered', 'ta')).toMatch(SCRIPTS.ta);
  });
});

describe('the reader’s language, from Accept-Language', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['si', 'si'],
    ['SI-lk', 'si'],
    ['ta-LK,ta;q=0.9,en;q=0.8', 'ta'],
    ['en-GB,si;q=0.9', 'en'],
    ['fr-FR,fr;q=0.9,si;q=0.5,ta;q=0.4', 'si'],
    ['en;q=0.2,ta;q=0.7', 'ta'],
    ['de', 'en'],
    ['*', 'en'],
    ['si;q=0', 'en'],
    ['si;q=garbage', 'si'],
    [['fr', 'ta'], 'ta'],
  ] as const)('%j → %s', (header, language) => {
    expect(languageOf(header)).toBe(language);
  });
});
