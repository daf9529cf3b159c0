import type { StoreInput } from '@perkdesk/contracts';
import { zoneOfLocation } from '../geo/zone-of-location';
import type { StoreContext } from './store-context';
import { mergeImages } from './store-images';
import { ensureSlugFree, slugField } from './store-slug';
import type { NewStore, StoreRow } from './stores.repository';

/** The columns a full body sets; the time zone comes from the location unless given. The link name is checked free. */
export async function storeFields(ctx: StoreContext, input: StoreInput, current?: StoreRow) {
  const taxConfigIds = [...new Set(input.taxConfigIds)];
  await ctx.taxes.check(taxConfigIds, 'taxConfigIds', { required: true });
  const slug = slugField(input, current);
  await ensureSlugFree(ctx.db, slug, current?.id);
  const [lng, lat] = input.address.location.coordinates;
  return {
    name: input.name,
    description: input.description ?? null,
    phone: input.phone ?? null,
    email: input.email ?? null,
    address: input.address,
    latitude: lat,
    longitude: lng,
    timeZone: input.timeZone ?? zoneOfLocation(lat, lng),
    operationTime: input.operationTime ?? [],
    serveOptions: [...new Set(input.serveOptions)],
    taxConfigIds,
    slug,
    images: mergeImages(current?.images ?? [], {
      images: input.images,
      added: input.changedImages,
      deleted: input.deletedImages,
    }),
  } satisfies Partial<NewStore>;
}
