export * from './contact-messages.ts';
export * from './rate-limits.ts';
export * from './auth.ts';
export * from './auth-extras.ts';
export * from './provider-cache.ts';
export * from './reports.ts';
export * from './audit-log.ts';
export * from './admin.ts';
