import { and, asc, desc, eq, gte, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  promotions,
  socialAutoSchedules,
  socialConnections,
  socialPosts,
  socialProfiles,
  stores,
} from '../../db/schema/index';
import type { StoredAutoSchedule } from './social-port';

export type SocialPostRow = typeof socialPosts.$inferSelect;
export type NewSocialPost = typeof socialPosts.$inferInsert;

export async function findProfile(db: Executor, merchantId: string) {
  const [row] = await db.select().from(socialProfiles).where(eq(socialProfiles.merchantId, merchantId));
  return row ?? null;
}

/** Keeps the first profile when two requests create one at once. */
export async function insertProfile(db: Executor, merchantId: string, profileKey: string | null, now: Date) {
  await db.insert(socialProfiles).values({ merchantId, profileKey, createdAt: now }).onConflictDoNothing();
  return findProfile(db, merchantId);
}

export function listConnections(db: Executor, merchantId: string) {
  return db
    .select()
    .from(socialConnections)
    .where(eq(socialConnections.merchantId, merchantId))
    .orderBy(asc(socialConnections.connectedAt), asc(socialConnections.platform));
}

export async function connectPlatforms(
  db: Executor,
  rows: (typeof socialConnections.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(socialConnections).values(rows).onConflictDoNothing();
}

export async function disconnectPlatform(db: Executor, merchantId: string, platform: string) {
  await db
    .delete(socialConnections)
    .where(and(eq(socialConnections.merchantId, merchantId), eq(socialConnections.platform, platform)));
}

export async function insertPost(db: Executor, post: NewSocialPost): Promise<SocialPostRow> {
  const [row] = await db.insert(socialPosts).values(post).returning();
  return row as SocialPostRow;
}

/** The merchant's post by id or refId; another merchant's is null. */
export async function findOwnPost(db: Executor, merchantId: string, key: { id?: string; refId?: string }) {
  const match = [
    ...(key.id !== undefined ? [eq(socialPosts.id, key.id)] : []),
    ...(key.refId !== undefined ? [eq(socialPosts.refId, key.refId)] : []),
  ];
  const [row] = await db
    .select()
    .from(socialPosts)
    .where(and(eq(socialPosts.merchantId, merchantId), or(...match)))
    .limit(1);
  return row ?? null;
}

export async function findPost(db: Executor, id: string) {
  const [row] = await db.select().from(socialPosts).where(eq(socialPosts.id, id));
  return row ?? null;
}

/** True when this call removed the post. */
export async function deletePostRow(db: Executor, merchantId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(socialPosts)
    .where(and(eq(socialPosts.merchantId, merchantId), eq(socialPosts.id, id)))
    .returning({ id: socialPosts.id });
  return rows.length > 0;
}

/** Newest first by creation. */
export function listPostsSince(db: Executor, merchantId: string, since: Date) {
  return db
    .select()
    .from(socialPosts)
    .where(and(eq(socialPosts.merchantId, merchantId), gte(socialPosts.createdAt, since)))
    .orderBy(desc(socialPosts.createdAt), desc(socialPosts.id));
}

/** Only a `scheduled` post moves on, once: the row when this call moved it, else null. */
export async function settleScheduledPost(
  db: Executor,
  id: string,
  change: Pick<SocialPostRow, 'status' | 'postIds' | 'errorMessage' | 'publishedAt'>,
): Promise<SocialPostRow | null> {
  const [row] = await db
    .update(socialPosts)
    .set(change)
    .where(and(eq(socialPosts.id, id), eq(socialPosts.status, 'scheduled')))
    .returning();
  return row ?? null;
}

export async function updatePostState(
  db: Executor,
  id: string,
  change: Pick<SocialPostRow, 'status' | 'postIds' | 'errorMessage'>,
): Promise<void> {
  await db.update(socialPosts).set(change).where(eq(socialPosts.id, id));
}

/** Offline posts still waiting for their date (re-queued at start). */
export function listScheduledOfflinePosts(db: Executor) {
  return db
    .select({ id: socialPosts.id, scheduleDate: socialPosts.scheduleDate })
    .from(socialPosts)
    .where(and(eq(socialPosts.status, 'scheduled'), eq(socialPosts.provider, 'offline')));
}

/** Schedule dates the merchant's scheduled posts already hold (an auto-schedule skips them). */
export async function takenScheduleDates(db: Executor, merchantId: string): Promise<Set<number>> {
  const rows = await db
    .select({ at: socialPosts.scheduleDate })
    .from(socialPosts)
    .where(and(eq(socialPosts.merchantId, merchantId), eq(socialPosts.status, 'scheduled')));
  return new Set(rows.flatMap((row) => (row.at ? [row.at.getTime()] : [])));
}

export async function upsertAutoSchedule(
  db: Executor,
  merchantId: string,
  schedule: StoredAutoSchedule,
  now: Date,
): Promise<void> {
  const values = {
    schedule: schedule.schedule,
    daysOfWeek: schedule.daysOfWeek,
    excludeDates: schedule.excludeDates,
  };
  await db
    .insert(socialAutoSchedules)
    .values({ merchantId, title: schedule.title, ...values, createdAt: now })
    .onConflictDoUpdate({ target: [socialAutoSchedules.merchantId, socialAutoSchedules.title], set: values });
}

export async function listAutoScheduleRows(db: Executor, merchantId: string): Promise<StoredAutoSchedule[]> {
  const rows = await db
    .select()
    .from(socialAutoSchedules)
    .where(eq(socialAutoSchedules.merchantId, merchantId))
    .orderBy(asc(socialAutoSchedules.createdAt), asc(socialAutoSchedules.title));
  return rows.map(({ title, schedule, daysOfWeek, excludeDates }) => ({
    title,
    schedule,
    daysOfWeek,
    excludeDates,
  }));
}

export async function deleteAutoScheduleRow(db: Executor, merchantId: string, title: string) {
  const rows = await db
    .delete(socialAutoSchedules)
    .where(and(eq(socialAutoSchedules.merchantId, merchantId), eq(socialAutoSchedules.title, title)))
    .returning({ title: socialAutoSchedules.title });
  return rows.length > 0;
}

/** The merchant's store (not deleted), or null. */
export async function findOwnStore(db: Executor, merchantId: string, storeId: string) {
  const [row] = await db
    .select({ id: stores.id, status: stores.status })
    .from(stores)
    .where(and(eq(stores.id, storeId), eq(stores.merchantId, merchantId)));
  return row && row.status !== 'DELETED' ? row : null;
}

/** The merchant's perks among `ids`, with their stores and coupon. */
export function findOwnPromotions(db: Executor, merchantId: string, ids: string[]) {
  return db
    .select({ id: promotions.id, storeIds: promotions.storeIds, couponCode: promotions.couponCode })
    .from(promotions)
    .where(and(eq(promotions.merchantId, merchantId), inArray(promotions.id, ids)));
}
