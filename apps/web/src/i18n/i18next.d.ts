import 'i18next';
import type { Bundle } from './resources';

// Typed keys: a misspelt or missing translation key fails the typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Bundle;
  }
}
