// One file per aggregate; each is re-exported here so Drizzle sees the whole schema.
export * from './accounts';
export * from './ai';
export * from './catalogue';
export * from './dashboards';
export * from './events';
export * from './inquiries';
export * from './loyalty';
export * from './merchants';
export * from './order-search';
export * from './orders';
export * from './payments';
export * from './promotions';
export * from './refunds';
export * from './social';
export * from './stores';
export * from './subscriptions';
export * from './webhooks';
