export * from './error-codes.ts';
export * from './api-error.ts';
export * from './contact.ts';
export * from './validation.ts';
