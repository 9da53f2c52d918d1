export * from './envelope.ts';
export * from './languages.ts';
export * from './limits.ts';
export * from './site-config.ts';
export * from './health.ts';
export * from './contact/contact.schema.ts';
export * from './jobs.ts';
