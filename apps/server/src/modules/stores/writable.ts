import { AppError } from '../../lib/app-error';

/** A deleted item refuses every write (contract §1 Soft deletes). */
export function writable<T extends { status: string }>(row: T): T {
  if (row.status === 'DELETED') throw new AppError('ENTITY_DELETED');
  return row;
}
