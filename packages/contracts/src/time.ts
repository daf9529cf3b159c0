import { z } from 'zod';

export const DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type Day = (typeof DAYS)[number];

export const TIME_WINDOW_MESSAGES = {
  day: 'Day must be MONDAY to SUNDAY.',
  time: 'Times must be HH:mm.',
  order: 'The start time must not be after the end time; split windows that cross midnight.',
} as const;

const timeOfDay = z.string({ error: TIME_WINDOW_MESSAGES.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
  message: TIME_WINDOW_MESSAGES.time,
});

/** `{day, fromTime, toTime}` in store-local HH:mm (contract §1 Time); fromTime > toTime is refused. */
export const timeWindowSchema = z
  .object({
    day: z.enum(DAYS, { error: TIME_WINDOW_MESSAGES.day }),
    fromTime: timeOfDay,
    toTime: timeOfDay,
  })
  .refine((window) => window.fromTime <= window.toTime, {
    message: TIME_WINDOW_MESSAGES.order,
    path: ['toTime'],
  });
export type TimeWindow = z.infer<typeof timeWindowSchema>;

export const MAX_TIME_WINDOWS = 100;

/** Opening hours: an empty or null list means always (contract §1 Time). */
export const timeWindowsSchema = z
  .array(timeWindowSchema)
  .max(MAX_TIME_WINDOWS, `At most ${MAX_TIME_WINDOWS} time windows.`);

/** A time zone at the response instant (contract §1 TimeZone); only `zoneName` is authoritative. */
export const timeZoneSchema = z.object({
  zoneName: z.string(),
  abbreviation: z.string(),
  gmtOffset: z.number().int(),
  dst: z.boolean(),
});
export type TimeZone = z.infer<typeof timeZoneSchema>;
