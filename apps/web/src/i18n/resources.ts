// English is bundled: it is the default and the fallback, and en-RTL reuses it (spec 1 §9).
// Spanish loads on demand, so English pages do not carry it. To add a namespace: one import
// line and one entry in `en`, one import and one entry in `loadEs`.
import authEn from './locales/en/auth.json';
import commonEn from './locales/en/common.json';
import mailboxEn from './locales/en/mailbox.json';
import profileEn from './locales/en/profile.json';
import shellEn from './locales/en/shell.json';

export const en = {
  common: commonEn,
  shell: shellEn,
  auth: authEn,
  profile: profileEn,
  mailbox: mailboxEn,
};

export type Bundle = typeof en;
export type Namespace = keyof Bundle;
export const NAMESPACES = Object.keys(en) as Namespace[];

// Typed as the English bundle, so a key missing in Spanish fails the typecheck.
export async function loadEs(): Promise<Bundle> {
  const [common, shell, auth, profile, mailbox] = await Promise.all([
    import('./locales/es/common.json'),
    import('./locales/es/shell.json'),
    import('./locales/es/auth.json'),
    import('./locales/es/profile.json'),
    import('./locales/es/mailbox.json'),
  ]);
  return {
    common: common.default,
    shell: shell.default,
    auth: auth.default,
    profile: profile.default,
    mailbox: mailbox.default,
  };
}
