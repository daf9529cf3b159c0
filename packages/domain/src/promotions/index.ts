export * from './applicability';
export * from './cents';
export * from './deal-stage';
export * from './deal-subtype';
export * from './entries';
export * from './evaluate-deals';
export * from './loyalty';
export * from './promotion';
