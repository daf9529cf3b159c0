export * from './accounts';
export * from './address';
export * from './common';
export * from './errors';
export * from './profile';
export * from './setup';
export * from './testing-support';
export * from './uploads';
