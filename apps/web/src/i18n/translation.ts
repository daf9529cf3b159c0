// The one import point for translations in components: `useTranslation` and the `TFunction`
// type. Screens import from here, never from the i18n library, so the library stays swappable.
export type { TFunction } from 'i18next';
export { Trans, useTranslation } from 'react-i18next';
