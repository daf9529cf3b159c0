import {
  type MerchantProfile,
  type MerchantProfileUpdate,
  merchantProfileUpdateSchema,
} from '@perkdesk/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { mergeImages } from '../stores/store-images';
import { listStoreIds } from '../stores/stores.public';
import type { TaxService } from '../taxes/taxes.service';
import type { UploadService } from '../uploads/upload.service';
import { createInitialStoreIfDue } from './initial-store';
import { toMerchantProfile } from './merchant-profile-mapper';
import {
  findMerchant,
  lockMerchant,
  type MerchantPatch,
  type MerchantRow,
  updateMerchant,
} from './merchants.repository';
import type { PaymentAccountCheck } from './merchants.routes';
import type { ProfileBody } from './profile-body';

/** Profile fields a partial save copies as given (null clears them). */
const PLAIN_FIELDS = [
  'name',
  'description',
  'phone',
  'email',
  'website',
  'businessType',
  'businessLines',
  'address',
  'operationTime',
] as const;

/** Image URLs to delete must be the merchant's own; any other answers 404 like an unknown id. */
function removeOwnImages(current: readonly string[], urls: readonly string[]): string[] {
  if (urls.some((url) => !current.includes(url))) throw notFound();
  return current.filter((url) => !urls.includes(url));
}

/** The merchant's business profile (contract §3 Profile). */
export function createMerchantProfileService(deps: {
  db: Db;
  clock: Clock;
  taxes: TaxService;
  uploads: UploadService;
  hasPaymentAccount: PaymentAccountCheck;
}) {
  const { db, clock, taxes, uploads } = deps;

  const answer = async (row: MerchantRow): Promise<MerchantProfile> =>
    toMerchantProfile(row, {
      storeIds: await listStoreIds(db, row.id),
      paymentConnected: await deps.hasPaymentAccount(row.id),
    });

  /** One locked read-merge-write, after which the initial store is created when due. */
  const save = (merchantId: string, merge: (row: MerchantRow) => MerchantPatch) =>
    db.transaction(async (tx) => {
      const row = await lockMerchant(tx, merchantId);
      if (!row) throw notFound();
      const now = clock.now();
      const updated = await updateMerchant(tx, merchantId, { ...merge(row), updatedAt: now });
      await createInitialStoreIfDue(tx, updated, { taxes, now });
      return updated;
    });

  const storeUrls = async (merchantId: string, files: ProfileBody['images']) =>
    files.length === 0 ? [] : (await uploads.storeImages(merchantId, files)).map((file) => file.url);

  return {
    async get(merchantId: string): Promise<MerchantProfile> {
      const row = await findMerchant(db, merchantId);
      if (!row) throw notFound();
      return answer(row);
    },

    /** A partial save: absent fields are kept (contract §3). Files are stored only once the body is valid. */
    async update(merchantId: string, body: ProfileBody): Promise<MerchantProfile> {
      const input: MerchantProfileUpdate = merchantProfileUpdateSchema.parse(body.update);
      if (input.taxConfigIds) await taxes.check(input.taxConfigIds, 'taxConfigIds', { required: false });
      const [logoUrl] = await storeUrls(merchantId, body.logo ? [body.logo] : []);
      const uploaded = await storeUrls(merchantId, body.images);
      const row = await save(merchantId, (current) => {
        const patch: MerchantPatch = {};
        for (const field of PLAIN_FIELDS) {
          if (input[field] !== undefined) Object.assign(patch, { [field]: input[field] });
        }
        if (input.businessLines === null) patch.businessLines = [];
        if (input.serveOptions !== undefined) patch.serveOptions = [...new Set(input.serveOptions ?? [])];
        if (input.taxConfigIds !== undefined) patch.taxConfigIds = [...new Set(input.taxConfigIds ?? [])];
        if (input.deleteLogo) patch.logoUrl = null;
        if (input.logoUrl !== undefined) patch.logoUrl = input.logoUrl;
        if (logoUrl) patch.logoUrl = logoUrl;
        const kept = removeOwnImages(current.imagesUrl, input.deletedImages ?? []);
        patch.imagesUrl = mergeImages(
          kept,
          { added: [...(input.changedImages ?? []), ...uploaded] },
          'imagesUrl',
        );
        return patch;
      });
      return answer(row);
    },

    async setLogo(merchantId: string, file: ProfileBody['images'][number]): Promise<string> {
      const [url] = await storeUrls(merchantId, [file]);
      await save(merchantId, () => ({ logoUrl: url as string }));
      return url as string;
    },

    /** Adds uploaded images; answers the merchant's whole image list. */
    async addImages(merchantId: string, files: ProfileBody['images']): Promise<string[]> {
      const urls = await storeUrls(merchantId, files);
      const row = await save(merchantId, (current) => ({
        imagesUrl: mergeImages(current.imagesUrl, { added: urls }, 'imagesUrl'),
      }));
      return row.imagesUrl;
    },

    /** Removes images by URL; answers the remaining list. */
    async deleteImages(merchantId: string, urls: readonly string[]): Promise<string[]> {
      const row = await save(merchantId, (current) => ({
        imagesUrl: removeOwnImages(current.imagesUrl, urls),
      }));
      return row.imagesUrl;
    },
  };
}
export type MerchantProfileService = ReturnType<typeof createMerchantProfileService>;
