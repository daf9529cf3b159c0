/** A time zone at one instant (contract §1 TimeZone): only `zoneName` is authoritative. */
export interface TimeZoneInfo {
  zoneName: string;
  abbreviation: string;
  /** Seconds east of UTC. */
  gmtOffset: number;
  dst: boolean;
}

/** Whether the runtime knows the IANA zone name. */
export function isKnownTimeZone(zoneName: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zoneName });
    return true;
  } catch {
    return false;
  }
}

// Building an Intl.DateTimeFormat costs far more than formatting with one (tens of µs), and
// every order and store answer states its zone: one formatter per zone and style, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (zoneName: string, style: 'short' | 'longOffset') => {
  const key = `${zoneName} ${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: zoneName, timeZoneName: style });
    formatters.set(key, formatter);
  }
  return formatter;
};

const part = (zoneName: string, instant: Date, style: 'short' | 'longOffset') =>
  formatterFor(zoneName, style)
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName')?.value ?? '';

/** Seconds east of UTC of a zone at an instant, from Intl's "GMT-05:00" form. */
export function offsetSeconds(zoneName: string, instant: Date): number {
  const match = /GMT([+-])(\d{2}):(\d{2})(?::(\d{2}))?/.exec(part(zoneName, instant, 'longOffset'));
  if (!match) return 0; // "GMT" alone: UTC
  const seconds = Number(match[2]) * 3600 + Number(match[3]) * 60 + Number(match[4] ?? 0);
  return match[1] === '-' ? -seconds : seconds;
}

/**
 * The zone's offset, abbreviation and daylight-saving state at an instant. Standard time is the
 * smaller of the offsets in January and July of that year, so the southern hemisphere works too.
 */
export function timeZoneAt(zoneName: string, instant: Date): TimeZoneInfo {
  // Zones change offset on quarter-hour boundaries, so one answer holds for its quarter hour;
  // every order view asks (four Intl calls each), hence the small cache.
  const key = `${zoneName} ${Math.floor(instant.getTime() / QUARTER_HOUR_MS)}`;
  const known = zoneInfoCache.get(key);
  if (known) return { ...known };
  const info = computeTimeZoneAt(zoneName, instant);
  if (zoneInfoCache.size >= 1000) zoneInfoCache.clear();
  zoneInfoCache.set(key, info);
  return { ...info };
}

const QUARTER_HOUR_MS = 15 * 60 * 1000;
const zoneInfoCache = new Map<string, TimeZoneInfo>();

function computeTimeZoneAt(zoneName: string, instant: Date): TimeZoneInfo {
  const gmtOffset = offsetSeconds(zoneName, instant);
  const year = instant.getUTCFullYear();
  const standard = Math.min(
    offsetSeconds(zoneName, new Date(Date.UTC(year, 0, 1))),
    offsetSeconds(zoneName, new Date(Date.UTC(year, 6, 1))),
  );
  return {
    zoneName,
    abbreviation: part(zoneName, instant, 'short'),
    gmtOffset,
    dst: gmtOffset > standard,
  };
}
