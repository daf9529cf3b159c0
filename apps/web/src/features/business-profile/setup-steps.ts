import type { MerchantProfile } from '@perkdesk/contracts';
import { paths } from '../../config/routes';

export type SetupStepKey = 'type' | 'category' | 'profile' | 'brand' | 'taxes';

export interface SetupStep {
  key: SetupStepKey;
  /** Where the step starts. */
  to: string;
  /** Every screen of the step (the profile step has two). */
  screens: readonly string[];
  done: (profile: MerchantProfile) => boolean;
}

/**
 * The guided business setup: type → category → profile (and its details) → brand → taxes.
 * A step counts as done from what the saved profile holds, not from which screens were visited.
 */
export const SETUP_STEPS: readonly SetupStep[] = [
  {
    key: 'type',
    to: paths.setup.businessType,
    screens: [paths.setup.businessType],
    done: (profile) => Boolean(profile.businessType),
  },
  {
    key: 'category',
    to: paths.setup.businessCategory,
    screens: [paths.setup.businessCategory],
    done: (profile) => profile.businessLines.length > 0,
  },
  {
    key: 'profile',
    to: paths.setup.businessProfile,
    screens: [paths.setup.businessProfile, paths.setup.businessProfileDetails],
    // Name and description are what the server counts as a profile (setup state); the details
    // (address, hours, serve options) are what the first store needs.
    done: (profile) =>
      Boolean(profile.name && profile.description && profile.address?.location) &&
      profile.operationTime !== null &&
      profile.serveOptions.length > 0,
  },
  {
    key: 'brand',
    to: paths.setup.businessBrand,
    screens: [paths.setup.businessBrand],
    done: (profile) => Boolean(profile.logoUrl) || profile.imagesUrl.length > 0,
  },
  {
    key: 'taxes',
    to: paths.setup.businessTaxDetails,
    screens: [paths.setup.businessTaxDetails],
    // The first store always has taxes: the chosen ones or the address's default set.
    done: (profile) => profile.taxConfigIds.length > 0 || profile.stores.length > 0,
  },
];

/** The step a screen belongs to, by its path. */
export function stepOfPath(pathname: string): SetupStep | undefined {
  const path = pathname.replace(/\/+$/, '');
  return SETUP_STEPS.find((step) => step.screens.includes(path));
}
