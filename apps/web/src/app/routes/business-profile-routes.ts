import type { RouteObject } from 'react-router';
import { notBuilt } from './route-helpers';

/** The business profile screens of the Setup area (spec 2 §2 Setup). */
export const businessProfileRoutes: RouteObject[] = [
  notBuilt('business-type', 'business-type'),
  notBuilt('business-category', 'business-category'),
  notBuilt('business-profile', 'business-profile'),
  notBuilt('business-profile-details', 'business-profile-details'),
  notBuilt('business-brand', 'business-brand'),
  notBuilt('business-tax-details', 'business-tax-details'),
];
