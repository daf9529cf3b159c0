/**
 * Public file names and where they are stored. A name is `<ownerId>-<file>`, one URL path
 * segment (`GET /api/files/{name}`); its object key is `<ownerId>/<file>`, so every merchant's
 * (or, for uploads outside a merchant, every user's) files sit under their own folder or prefix.
 * Owner ids are alphanumeric, so the first `-` ends the owner.
 *
 * Files stored before owners existed keep their flat name (`<32 hex>[-thumb].<ext>`), stored at
 * the root under that same name.
 */
const OWNER = /^[A-Za-z0-9]{1,64}$/;
const FILE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}\.[A-Za-z0-9]{1,8}$/;
const LEGACY_NAME = /^[0-9a-f]{32}(?:-thumb)?\.[a-z]{1,8}$/;

/** The public name of `file` (such as `<random>.png`) owned by `ownerId`. */
export function storedName(ownerId: string, file: string): string {
  if (!OWNER.test(ownerId)) throw new Error(`Unsafe owner id: ${ownerId}`);
  if (!FILE.test(file)) throw new Error(`Unsafe file name: ${file}`);
  return `${ownerId}-${file}`;
}

/**
 * The storage key (`<ownerId>/<file>`) of a public name, or null for anything that is not a
 * name we give: no `..`, slash, backslash or other character outside the patterns gets through.
 */
export function objectKeyOf(name: string): string | null {
  if (LEGACY_NAME.test(name)) return name;
  const dash = name.indexOf('-');
  if (dash < 0) return null;
  const owner = name.slice(0, dash);
  const file = name.slice(dash + 1);
  return OWNER.test(owner) && FILE.test(file) ? `${owner}/${file}` : null;
}
