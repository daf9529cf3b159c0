import type { SetupState } from '@perkdesk/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants } from '../../db/schema/index';

/** Some of the setup facts, as one area knows them. */
export type SetupFacts = Partial<SetupState>;

/**
 * Each area that owns a setup fact contributes it; app.ts lists the contributors. A fact no
 * contributor gives keeps its empty value, so the side menu stays locked.
 */
export type SetupContributor = (db: Db, merchantId: string) => Promise<SetupFacts>;

const NOTHING_SET_UP: SetupState = {
  hasBusinessType: false,
  hasBusinessProfile: false,
  storeCount: 0,
  productCount: 0,
  addonGroupCount: 0,
  paymentConnected: false,
};

/**
 * Business type and profile, from the merchant row. The type counts once `businessType` is set
 * (the category screen's lines are optional); the profile counts once both its name and its
 * description are set, the two fields the business-profile screen requires.
 */
export const merchantProfileFacts: SetupContributor = async (db, merchantId) => {
  const [merchant] = await db
    .select({
      name: merchants.name,
      description: merchants.description,
      businessType: merchants.businessType,
    })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return {
    hasBusinessType: Boolean(merchant?.businessType),
    hasBusinessProfile: Boolean(merchant?.name && merchant.description),
  };
};

export function createSetupStateService(deps: { db: Db; contributors: readonly SetupContributor[] }) {
  return {
    async get(merchantId: string): Promise<SetupState> {
      const facts = await Promise.all(deps.contributors.map((contribute) => contribute(deps.db, merchantId)));
      return Object.assign({ ...NOTHING_SET_UP }, ...facts);
    },
  };
}
export type SetupStateService = ReturnType<typeof createSetupStateService>;
