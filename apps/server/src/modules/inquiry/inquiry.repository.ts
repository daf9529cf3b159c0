import type { Executor } from '../../db/client';
import { inquiries } from '../../db/schema/index';

export type InquiryRow = typeof inquiries.$inferSelect;

export async function insertInquiry(
  db: Executor,
  inquiry: typeof inquiries.$inferInsert,
): Promise<InquiryRow> {
  const [row] = await db.insert(inquiries).values(inquiry).returning();
  return row as InquiryRow;
}
