import { registerEnumType } from 'type-graphql';

/**
 * Why someone reports a listing. The values are the REST and database spelling; GraphQL uses the member names, as
 * for categories.
 */
export enum BusinessReportReason {
  SCAM = 'scam',
  WRONG_DETAILS = 'wrong-details',
  CLOSED = 'closed',
  OFFENSIVE = 'offensive',
  SPAM = 'spam',
  OTHER = 'other',
}

export const reportReasons = Object.values(BusinessReportReason);

/** The longest detail a reporter may add, in characters. */
export const REPORT_DETAIL_MAX = 500;

registerEnumType(BusinessReportReason, {
  name: 'BusinessReportReason',
  description: 'Why a listing is reported.',
  valuesConfig: {
    SCAM: { description: 'A scam or fraud.' },
    WRONG_DETAILS: { description: 'Its address, telephone or other details are wrong.' },
    CLOSED: { description: 'The business has closed.' },
    OFFENSIVE: { description: 'Offensive or inappropriate content.' },
    SPAM: { description: 'Spam, or not a real business.' },
    OTHER: { description: 'Something else (say what in the detail).' },
  },
});
