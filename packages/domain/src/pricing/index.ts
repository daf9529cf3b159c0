export * from './delivery';
export * from './discounts';
export * from './effective-taxes';
export * from './global-points';
export * from './price-cart';
export * from './service-fee';
export * from './wire';
