export * from './contact-messages.ts';
export * from './rate-limits.ts';
