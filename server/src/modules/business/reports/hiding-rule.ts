/**
 * When reports hide a listing before an admin has looked at it: the rule in one place (the report service applies it,
 * the database holds the grace period). Anonymous reports never hide anything: they only put the listing in the admins'
 * queue. A report counts towards hiding only when it comes from a signed-in account with some history (at least
 * `reporterMinAccountDays` old, BUSINESS_REPORTER_MIN_ACCOUNT_DAYS), and reporters count as different people only
 * from different networks (an IPv4 /24, an IPv6 /48: `networkOf`). Nothing is hidden while nobody can restore it
 * (no ADMIN_EMAILS).
 */

/** After an admin restores a listing, reports cannot hide it for this long (`business_hide_after_grace_check`). */
export const RESTORE_GRACE_DAYS = 30;

/** What of a listing decides how many reporters it takes to hide it. */
export type ListingStanding = {
  /** Whole days since it was registered. */
  readonly ageDays: number;
  /** Its photos: a listing its owner keeps up. */
  readonly photos: number;
  /** Times an admin restored it after reports: it has been looked at and found fine. */
  readonly restores: number;
};

/** Each of these brings one more reporter: a month listed (at most 6), a photo (at most 3); a restore brings two (at most 3 restores). */
const MONTH_DAYS = 30;
const MAX_MONTHS = 6;
const MAX_PHOTOS = 3;
const PER_RESTORE = 2;
const MAX_RESTORES = 3;

/**
 * How many counting reporters, on different networks, hide this listing: BUSINESS_REPORT_THRESHOLD (`base`, 3) for
 * a new listing without photos, plus one for each full month it has been listed (at most 6), one for each photo (at
 * most 3) and two for each time an admin restored it (at most 3 times): from 3 to 3 + 6 + 3 + 6 = 18 with the default.
 */
export function reportersToHide(base: number, listing: ListingStanding): number {
  const months = Math.min(Math.floor(Math.max(listing.ageDays, 0) / MONTH_DAYS), MAX_MONTHS);
  return base + months + Math.min(listing.photos, MAX_PHOTOS) + PER_RESTORE * Math.min(listing.restores, MAX_RESTORES);
}
