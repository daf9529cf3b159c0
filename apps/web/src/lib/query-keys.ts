/**
 * Query keys that more than one feature uses. Features never import each other, so a key that
 * one feature reads and others invalidate lives here.
 *
 * The setup state drives the side-menu locks (spec 1 §4): screens that change what it counts
 * (business type and profile, stores, products, add-on groups) invalidate it so the locks follow
 * at once.
 */
export const SETUP_STATE_QUERY_KEY = ['merchants', 'setup-state'] as const;

/** Every query holding merchant-level facts (profile, setup state) is keyed under this prefix. */
export const MERCHANT_QUERY_PREFIX = ['merchants'] as const;
