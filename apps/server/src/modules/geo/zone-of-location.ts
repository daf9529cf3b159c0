import { find, setCache } from 'geo-tz';

const CACHE_LIMIT = 64;

/**
 * geo-tz reads boundary tiles from its data files on demand and keeps each one it read, in an
 * unbounded Map by default. A small least-recently-used store keeps the process's memory bounded
 * while the few tiles around a merchant's stores stay loaded.
 */
class BoundedStore<V> {
  private readonly entries = new Map<string, V>();
  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }
  set(key: string, value: V): this {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > CACHE_LIMIT) this.entries.delete(this.entries.keys().next().value as string);
    return this;
  }
}
setCache({ store: new BoundedStore() });

/** The IANA time zone at a point, from the offline boundary data (contract §4: GET /api/timezone). */
export function zoneOfLocation(lat: number, lng: number): string {
  // At sea the data gives the nautical zone (Etc/GMT±n); a point is never without a zone.
  return find(lat, lng)[0] ?? 'Etc/UTC';
}
