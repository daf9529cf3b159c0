import {
  addressSchema,
  DAYS,
  type MerchantProfile,
  type ServeType,
  STORE_MESSAGES,
  serveTypeSchema,
  type TimeWindow,
  timeWindowsSchema,
} from '@perkdesk/contracts';
import { z } from 'zod';

/** Spec 2 §3: where a store's map starts when nothing is known yet (Toronto). */
export const DEFAULT_LOCATION = { lat: 43.65107, lng: -79.347015 } as const;

// The contract's own texts for a point out of range (address.ts).
const LATITUDE_MESSAGE = 'Latitude must be -90 to 90.';
const LONGITUDE_MESSAGE = 'Longitude must be -180 to 180.';

/**
 * The details screen: the address with its point (which the first store requires), opening
 * hours and serve options. At least one serve option, as a store needs one (contract §4).
 */
export const detailsFormSchema = z.object({
  address: addressSchema.omit({ location: true }),
  latitude: z.number({ error: LATITUDE_MESSAGE }).min(-90, LATITUDE_MESSAGE).max(90, LATITUDE_MESSAGE),
  longitude: z.number({ error: LONGITUDE_MESSAGE }).min(-180, LONGITUDE_MESSAGE).max(180, LONGITUDE_MESSAGE),
  operationTime: timeWindowsSchema,
  serveOptions: z.array(serveTypeSchema).min(1, STORE_MESSAGES.serveOptions),
});
export type DetailsFormInput = z.input<typeof detailsFormSchema>;
export type DetailsFormOutput = z.output<typeof detailsFormSchema>;

/** Spec 2 §4: a schedule starts at 08:00 to 18:00; a new business starts open every day. */
const DEFAULT_HOURS: TimeWindow[] = DAYS.map((day) => ({ day, fromTime: '08:00', toTime: '18:00' }));
const DEFAULT_SERVE: ServeType[] = ['PICKUP'];

export function toDetailsFormValues(profile: MerchantProfile): DetailsFormInput {
  const address = profile.address;
  return {
    address: {
      streetNumber: address?.streetNumber ?? '',
      unit: address?.unit ?? '',
      streetName: address?.streetName ?? '',
      city: address?.city ?? '',
      province: address?.province ?? '',
      postalCode: address?.postalCode ?? '',
      country: address?.country ?? 'Canada',
    },
    // An empty number field holds '' until a number is typed; the schema refuses it.
    latitude: (address?.location?.y ?? '') as number,
    longitude: (address?.location?.x ?? '') as number,
    operationTime: profile.operationTime ?? DEFAULT_HOURS,
    serveOptions: profile.serveOptions.length > 0 ? profile.serveOptions : DEFAULT_SERVE,
  };
}

/** The partial profile a details save sends; the point goes as GeoJSON `[lng, lat]`. */
export function toDetailsUpdate(values: DetailsFormOutput) {
  return {
    address: {
      ...values.address,
      location: {
        type: 'Point' as const,
        coordinates: [values.longitude, values.latitude] as [number, number],
      },
    },
    operationTime: values.operationTime,
    serveOptions: values.serveOptions,
  };
}
