/**
 * Every table, gathered for Drizzle. Each capability defines its own tables in `<capability>/*.table.ts`;
 * add the export here so that queries and drizzle-kit see it.
 */
export * from '../contact/contact.table.ts';
export * from '../http/rate-limit.table.ts';
export * from '../accounts/user.table.ts';
export * from '../catalogue/course.table.ts';
export * from '../purchases/purchase.table.ts';
export * from '../purchases/payment-order.table.ts';
export * from '../media/video.table.ts';
export * from '../protection/violation.table.ts';
export * from '../learning/lesson-progress.table.ts';
export * from '../learning/watch-evidence.table.ts';
export * from '../media/worker.table.ts';
export * from '../certificates/certificate.table.ts';
export * from '../certificates/group-link.table.ts';
export * from '../push/push.table.ts';
export * from '../ratings/rating.table.ts';
export * from '../telemetry/telemetry.table.ts';
