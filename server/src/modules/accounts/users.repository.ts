import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from './user.entity.js';

/** Account look-ups, case-insensitive on username and email as the unique indexes are. */
export class UsersRepository {
  constructor(private readonly em: EntityManager) {}

  /** The account a sign-in names, by username or email. */
  findByLogin(login: string): Promise<User | null> {
    const value = login.toLowerCase();
    return this.em.findOne(User, { $or: [{ [raw('lower(username)')]: value }, { [raw('lower(email)')]: value }] });
  }

  async usernameTaken(username: string, exceptUserId?: string): Promise<boolean> {
    const found = await this.em.findOne(User, { [raw('lower(username)')]: username.toLowerCase() }, { fields: ['id'] });
    return Boolean(found && found.id !== exceptUserId);
  }

  async emailTaken(email: string, exceptUserId?: string): Promise<boolean> {
    const found = await this.em.findOne(User, { [raw('lower(email)')]: email.toLowerCase() }, { fields: ['id'] });
    return Boolean(found && found.id !== exceptUserId);
  }

  findById(id: string): Promise<User | null> {
    return this.em.findOne(User, { id });
  }
}
