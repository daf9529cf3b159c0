export * from './email-token-state';
export * from './login-throttle';
export * from './password-policy';
export * from './phone';
