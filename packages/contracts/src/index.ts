export * from './accounts';
export * from './common';
export * from './errors';
export * from './setup';
export * from './testing-support';
