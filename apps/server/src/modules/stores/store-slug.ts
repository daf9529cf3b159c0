import { STORE_MESSAGES, type StoreInput } from '@perkdesk/contracts';
import type { Executor } from '../../db/client';
import { validationFailed } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/pg-errors';
import { findStoreBySlug, type StoreRow } from './stores.repository';

const taken = () => validationFailed([{ field: 'slug', message: STORE_MESSAGES.slugTaken }]);

/** The link name a full body leaves on the store: an absent `slug` keeps the current one. */
export const slugField = (input: StoreInput, current?: StoreRow): string | null =>
  input.slug === undefined ? (current?.slug ?? null) : input.slug;

/** Refuses a link name any other store holds, whichever merchant owns it; deleted stores release theirs. */
export async function ensureSlugFree(db: Executor, slug: string | null, ownId?: string): Promise<void> {
  if (slug === null) return;
  const holder = await findStoreBySlug(db, slug);
  if (holder && holder.id !== ownId) throw taken();
}

/** A unique violation lost to a concurrent write of the same link name is the same refusal. */
export async function guardedSlugWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) === 'stores_slug_key') throw taken();
    throw error;
  }
}
