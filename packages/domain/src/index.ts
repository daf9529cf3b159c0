export * from './password-policy';
export * from './phone';
