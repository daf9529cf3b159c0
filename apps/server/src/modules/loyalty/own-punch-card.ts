import type { PunchCard } from '@perkdesk/contracts';
import { punchCardStatus } from '@perkdesk/domain';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { findPunchCard, type PunchCardRow } from './punch-cards.repository';

export const toPunchCard = (row: PunchCardRow): PunchCard => ({
  id: row.id,
  promotionId: row.promotionId,
  promotionName: row.promotionName,
  merchantId: row.merchantId,
  punches: row.punches,
  requiredPunches: row.requiredPunches,
  status: punchCardStatus(row.punches, row.requiredPunches),
});

/** The customer's own card; another customer's card is answered as unknown (404). */
export async function ownPunchCard(db: Db, customerId: string, id: string): Promise<PunchCardRow> {
  const row = await findPunchCard(db, id);
  if (!row || row.customerId !== customerId) throw notFound();
  return row;
}
