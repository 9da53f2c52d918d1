import type { TestApp } from '../harness.ts';
import type { Actors } from '../fixtures/accounts.ts';
import { createCourse, givePurchase } from '../fixtures/catalogue.ts';
import { issueCertificate } from '../fixtures/certificates.ts';
import { storeReadyVideo } from '../fixtures/media.ts';
import { renderCertificateFiles } from '../../src/certificates/certificate-rendering.ts';

/**
 * Fixtures for the ownership hint of `defineRoute` (`owned: { param, resource }`): each makes one
 * `resource` that belongs to `actors.learner` and answers its id. The permission suite calls the route
 * with that id as the learner (who must not get 401/403/404) and as another learner (who must get 403
 * or 404). A route naming a resource missing here fails the suite: add a fixture for it.
 */
export const OWNED_RESOURCES: Record<string, (app: TestApp, actors: Actors) => Promise<string>> = {
  /** A published course the learner bought. */
  course: async (app, actors) => {
    const course = await createCourse(app, actors.admin.user.id);
    await givePurchase(app, actors.learner.user.id, course.id);
    return course.id;
  },
  /** A lesson (not a free preview) of a course the learner bought. */
  lesson: async (app, actors) => {
    const course = await createCourse(app, actors.admin.user.id);
    await givePurchase(app, actors.learner.user.id, course.id);
    return (await storeReadyVideo(app, { courseId: course.id })).videoId;
  },
  /** A certificate of the learner's, issued for a course he bought and finished. */
  certificate: async (app, actors) => {
    const course = await createCourse(app, actors.admin.user.id);
    await givePurchase(app, actors.learner.user.id, course.id);
    const id = await issueCertificate(app, actors.learner, course.id);
    // Rendered here rather than by the job, so the owner's download answers at once.
    await renderCertificateFiles(app.ctx, id);
    return id;
  },
};
