import type { BusinessReportReason } from '../../gql/graphql';

/** Why a listing is reported, in the order the report dialog offers them. */
export const reportReasons: readonly { value: BusinessReportReason; label: string }[] = [
  { value: 'SCAM', label: 'A scam or fraud' },
  { value: 'WRONG_DETAILS', label: 'Wrong address, telephone or other details' },
  { value: 'CLOSED', label: 'The business has closed' },
  { value: 'OFFENSIVE', label: 'Offensive or inappropriate' },
  { value: 'SPAM', label: 'Spam, or not a real business' },
  { value: 'OTHER', label: 'Something else' },
];

/** The longest detail the server takes (ReportBusinessInput.detail). */
export const REPORT_DETAIL_MAX = 500;
