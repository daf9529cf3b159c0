import { LOCALES, type Locale } from '../i18n/locale';
import { STORAGE_KEYS } from './storage-keys';

/**
 * Display preferences kept in local storage (spec 1 §3, §9). Every reader tolerates missing or
 * foreign values, because the keys outlive releases and users can edit storage by hand.
 */
export const COLOR_SCHEMES = ['light', 'dark'] as const;
export const THEME_COLORS = ['blue', 'green', 'orange', 'purple', 'red'] as const;
export const RADII = ['rounded', 'flat'] as const;
export const DIRECTIONS = ['ltr', 'rtl'] as const;
// The spec names an "order by" option without defining it; we read it as the default sort of
// dated lists (orders, posts, catalogue): newest first or oldest first.
export const ORDER_BYS = ['newest', 'oldest'] as const;
export const MENU_STATES = [0, 1, 2, 3] as const;

export type ColorScheme = (typeof COLOR_SCHEMES)[number];
export type ThemeColor = (typeof THEME_COLORS)[number];
export type ThemeName = `${ColorScheme}.${ThemeColor}`;
export type Radius = (typeof RADII)[number];
export type Direction = (typeof DIRECTIONS)[number];
export type OrderBy = (typeof ORDER_BYS)[number];
export type MenuState = (typeof MENU_STATES)[number];

export interface Preferences {
  colorScheme: ColorScheme;
  color: ThemeColor;
  radius: Radius;
  locale: Locale;
  direction: Direction;
  orderBy: OrderBy;
  menuState: MenuState;
}

export const DEFAULT_THEME: ThemeName = 'light.orange';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function pick<T extends string | number>(allowed: readonly T[], raw: string | null, fallback: T): T {
  const match = allowed.find((value) => String(value) === raw);
  return match ?? fallback;
}

export function parseTheme(raw: string | null): { colorScheme: ColorScheme; color: ThemeColor } {
  const [scheme, color] = (raw ?? DEFAULT_THEME).split('.');
  return {
    colorScheme: pick(COLOR_SCHEMES, scheme ?? null, 'light'),
    color: pick(THEME_COLORS, color ?? null, 'orange'),
  };
}

export function themeName(colorScheme: ColorScheme, color: ThemeColor): ThemeName {
  return `${colorScheme}.${color}`;
}

/** An explicit direction wins; otherwise the locale decides (only en-RTL is right-to-left). */
export function directionFor(storedDirection: string | null, locale: Locale): Direction {
  const explicit = DIRECTIONS.find((value) => value === storedDirection);
  return explicit ?? (locale === 'en-RTL' ? 'rtl' : 'ltr');
}

export function readPreferences(storage: KeyValueStore = localStorage): Preferences {
  const locale = pick(LOCALES, storage.getItem(STORAGE_KEYS.language), 'en');
  return {
    ...parseTheme(storage.getItem(STORAGE_KEYS.theme)),
    radius: pick(RADII, storage.getItem(STORAGE_KEYS.radius), 'rounded'),
    locale,
    direction: directionFor(storage.getItem(STORAGE_KEYS.direction), locale),
    orderBy: pick(ORDER_BYS, storage.getItem(STORAGE_KEYS.orderBy), 'newest'),
    menuState: pick(MENU_STATES, storage.getItem(STORAGE_KEYS.menuState), 0),
  };
}

export type PreferenceChange =
  | { kind: 'theme'; colorScheme: ColorScheme; color: ThemeColor }
  | { kind: 'radius'; value: Radius }
  | { kind: 'direction'; value: Direction }
  | { kind: 'locale'; value: Locale }
  | { kind: 'orderBy'; value: OrderBy }
  | { kind: 'menuState'; value: MenuState };

export function writePreference(change: PreferenceChange, storage: KeyValueStore = localStorage): void {
  switch (change.kind) {
    case 'theme':
      storage.setItem(STORAGE_KEYS.theme, themeName(change.colorScheme, change.color));
      return;
    case 'locale':
      storage.setItem(STORAGE_KEYS.language, change.value);
      // A new locale brings its own direction (en-RTL is the right-to-left English).
      storage.removeItem(STORAGE_KEYS.direction);
      return;
    case 'radius':
      storage.setItem(STORAGE_KEYS.radius, change.value);
      return;
    case 'direction':
      storage.setItem(STORAGE_KEYS.direction, change.value);
      return;
    case 'orderBy':
      storage.setItem(STORAGE_KEYS.orderBy, change.value);
      return;
    case 'menuState':
      storage.setItem(STORAGE_KEYS.menuState, String(change.value));
      return;
  }
}

/** The side menu cycles through its four states by click count modulo 4 (spec 1 §2). */
export function nextMenuState(current: MenuState): MenuState {
  return ((current + 1) % 4) as MenuState;
}
