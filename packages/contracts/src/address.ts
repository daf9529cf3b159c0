import { z } from 'zod';

const text = (label: string, min: number, max: number) => {
  const message = `${label} must be ${min} to ${max} characters.`;
  return z.string({ error: message }).trim().min(min, message).max(max, message);
};

const longitude = z
  .number()
  .min(-180, 'Longitude must be -180 to 180.')
  .max(180, 'Longitude must be -180 to 180.');
const latitude = z.number().min(-90, 'Latitude must be -90 to 90.').max(90, 'Latitude must be -90 to 90.');

/** A GeoJSON point as returned: both the `coordinates` form and the `x`/`y` form (contract §1). */
export const locationSchema = z.object({
  type: z.literal('Point'),
  coordinates: z.tuple([longitude, latitude]),
  x: longitude,
  y: latitude,
});
export type Location = z.infer<typeof locationSchema>;

export const LOCATION_MESSAGE = 'Location needs coordinates [lng, lat] or x and y.';

/** A point as accepted: either form, normalised to carry both. */
export const locationInputSchema = z
  .object({
    type: z.literal('Point').optional(),
    coordinates: z.tuple([longitude, latitude]).optional(),
    x: longitude.optional(),
    y: latitude.optional(),
  })
  .transform((point, ctx): Location => {
    const [lng, lat] = point.coordinates ?? [point.x, point.y];
    if (lng === undefined || lat === undefined) {
      ctx.addIssue({ code: 'custom', message: LOCATION_MESSAGE });
      return z.NEVER;
    }
    return { type: 'Point', coordinates: [lng, lat], x: lng, y: lat };
  });

const addressFields = {
  streetNumber: text('Street number', 1, 10),
  unit: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().trim().max(10, 'Unit must be at most 10 characters.').nullish(),
  ),
  streetName: text('Street name', 2, 100),
  city: text('City', 2, 100),
  province: text('Province', 2, 100),
  country: text('Country', 2, 100),
  postalCode: text('Postal code', 3, 10),
};

/** An address as written by a client (contract §1). Its location comes out normalised. */
export const addressSchema = z.object({ ...addressFields, location: locationInputSchema.nullish() });
export type AddressInput = z.input<typeof addressSchema>;
export type Address = z.output<typeof addressSchema>;

export const LOCATION_REQUIRED_MESSAGE = 'Location is required.';

/** A store's address: its location is required (contract §1 Address). */
export const storeAddressSchema = z.object({
  ...addressFields,
  location: z
    .custom<unknown>((value) => value !== undefined && value !== null, LOCATION_REQUIRED_MESSAGE)
    .pipe(locationInputSchema),
});

/** An address as answered: the location carries both point forms. */
export const addressResponseSchema = z.object({
  streetNumber: z.string(),
  unit: z.string().nullish(),
  streetName: z.string(),
  city: z.string(),
  province: z.string(),
  country: z.string(),
  postalCode: z.string(),
  location: locationSchema.nullish(),
});
