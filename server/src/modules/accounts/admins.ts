import type { User } from './user.entity.js';

/**
 * The accounts that may review reported listings, named by email in ADMIN_EMAILS (none by default). An account is an
 * admin while its email is one of them, compared without case; changing the email away ends it. Emails are unique
 * among accounts, so once an admin's account exists nobody else can take its address (see docs/directory-api.md, Moderation).
 */
export class Admins {
  private readonly emails: ReadonlySet<string>;

  constructor(emails: readonly string[]) {
    this.emails = new Set(emails.map((email) => email.toLowerCase()));
  }

  /** Whether ADMIN_EMAILS names anyone. */
  any(): boolean {
    return this.emails.size > 0;
  }

  includes(user: Pick<User, 'email'> | null): boolean {
    return this.includesEmail(user?.email);
  }

  includesEmail(email: string | null | undefined): boolean {
    return Boolean(email) && this.emails.has(email!.toLowerCase());
  }
}
