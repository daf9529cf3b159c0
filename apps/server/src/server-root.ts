/**
 * The server package's folder, from the sources (src/) and from the compiled bundle (dist/) alike:
 * both sit one level below it, so files beside the package resolve the same way in both.
 */
export const serverRoot = new URL('..', import.meta.url).pathname;
