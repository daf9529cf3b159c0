import { SETTABLE_STATUSES } from '@perkdesk/contracts';
import { AppError } from '../../lib/app-error';
import { writable } from '../stores/stores.service';
import type { ItemContext } from './catalogue-context';
import { type Item, toItem } from './item-view';
import { type ItemRow, updateItems } from './items.repository';
import { ownedItem } from './owned-item';

/** A status route's body: a bare string or `{status}`; anything but ACTIVE / INACTIVE is refused. */
export function statusOf(body: unknown): 'ACTIVE' | 'INACTIVE' {
  const value = typeof body === 'object' && body !== null ? (body as { status?: unknown }).status : body;
  if (typeof value === 'string' && (SETTABLE_STATUSES as readonly string[]).includes(value))
    return value as 'ACTIVE' | 'INACTIVE';
  throw new AppError('INVALID_STATUS');
}

export async function setItemStatus(
  ctx: ItemContext,
  merchantId: string,
  id: string,
  body: unknown,
): Promise<Item> {
  const { db, clock, kind } = ctx;
  writable(await ownedItem(db, kind, merchantId, id));
  const status = statusOf(body);
  const [row] = await updateItems(db, merchantId, [id], { status, updatedAt: clock.now() });
  return toItem(db, kind, row as ItemRow);
}
