import { randomBytes } from 'node:crypto';

export const randomHex = (bytes: number) => randomBytes(bytes).toString('hex');

/** A sandbox id such as `pi_sbx_<random>`: never mistaken for a Stripe one. */
export const sandboxId = (prefix: string) => `${prefix}_sbx_${randomHex(8)}`;
