export * from './error-codes.ts';
export * from './api-error.ts';
export * from './contact.ts';
export * from './validation.ts';
export * from './auth.ts';
export * from './safe-redirect.ts';
