import type { RouteObject } from 'react-router';
import { page } from './route-helpers';

/**
 * The business profile screens of the Setup area (spec 2 §2 Setup), one chunk each. The screens
 * with the shared schedule, uploader and tax dialog also load those controls' strings.
 */
export const businessProfileRoutes: RouteObject[] = [
  page(
    'business-type',
    'business-type',
    async () => (await import('../../features/business-profile/pages/business-type-page')).BusinessTypePage,
    'business-profile',
  ),
  page(
    'business-category',
    'business-category',
    async () =>
      (await import('../../features/business-profile/pages/business-category-page')).BusinessCategoryPage,
    'business-profile',
  ),
  page(
    'business-profile',
    'business-profile',
    async () =>
      (await import('../../features/business-profile/pages/business-profile-page')).BusinessProfilePage,
    'business-profile',
  ),
  page(
    'business-profile-details',
    'business-profile-details',
    async () =>
      (await import('../../features/business-profile/pages/business-profile-details-page'))
        .BusinessProfileDetailsPage,
    'business-profile',
    'components',
  ),
  page(
    'business-brand',
    'business-brand',
    async () => (await import('../../features/business-profile/pages/business-brand-page')).BusinessBrandPage,
    'business-profile',
    'components',
  ),
  page(
    'business-tax-details',
    'business-tax-details',
    async () =>
      (await import('../../features/business-profile/pages/business-tax-details-page'))
        .BusinessTaxDetailsPage,
    'business-profile',
    'components',
  ),
];
