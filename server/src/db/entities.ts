import { Business } from '../modules/business/business.entity.js';

/** Every entity, in one list: the ORM, migrations and the migration check read it. */
export const entities = [Business] as const;
