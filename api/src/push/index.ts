/**
 * The push capability's one door: everything another capability or a script may use from push/.
 * Import from here, never from the files behind it (the import-boundaries lint rule enforces this).
 */
export { deleteSessionSubscriptions } from './push.repository.ts';
export { announceNewCourse } from './push.service.ts';
