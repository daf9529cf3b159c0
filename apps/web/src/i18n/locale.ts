/** The display languages (spec 1 §9): en-RTL is English laid out right to left. */
export const LOCALES = ['en', 'es', 'en-RTL'] as const;
export type Locale = (typeof LOCALES)[number];
