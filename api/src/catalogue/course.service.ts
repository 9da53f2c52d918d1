import { courseVideoFilesRemover } from './course-videos.ts';
import { cataloguePorts } from './catalogue.ports.ts';
import {
  COURSE_MESSAGES,
  whatsappProblem,
  type AdminCourseDetail,
  type CourseCreateInput,
  type CourseDeleteResult,
  type CourseDetail,
  type CourseUpdateInput,
  type ThumbnailUploadResult,
} from '@academy/shared';
import { requireAccess, seeCourse, viewerOf } from '../access/index.ts';
import type { AppContext } from '../context.ts';
import { withTransaction, type Db, type DbOrTx, type Transaction } from '../db/database.ts';
import { invalid, notFound } from '../errors/domain-error.ts';
import type { Principal } from '../http/route.ts';
import { invalidateCatalogueCaches } from './catalogue.service.ts';
import { toAdminCourseDetail, toCourseDetail } from './course.mapper.ts';
import {
  deleteCourseRow,
  findCourse,
  findCourseForUpdate,
  findPeople,
  insertCourse,
  listThumbnailHistory,
  markFirstActivated,
  recordCourseEvent,
  recordThumbnail,
  slugsStartingWith,
  thumbnailInHistory,
  unusedThumbnailHashes,
  updateCourse,
  type CoursePatch,
  type CourseRecord,
} from './course.repository.ts';
import { listCourseVideos } from './course-videos.ts';
import { firstFreeSlug, slugify } from './slug.ts';
import {
  deleteThumbnailFiles,
  hashFromThumbnailUrl,
  processThumbnail,
  storeThumbnail,
  thumbnailUrls,
} from './thumbnail.ts';

type Ctx = Pick<AppContext, 'database' | 'storage' | 'config' | 'logger' | 'queue'>;

const courseNotFound = () => notFound(COURSE_MESSAGES.notFound);

/** A unique-slug race lost to a concurrent save: PostgreSQL's unique violation on the slug index. */
function isSlugConflict(err: unknown): boolean {
  const pgError = (err as { cause?: { code?: string; constraint?: string } }).cause ?? err;
  const e = pgError as { code?: string; constraint?: string };
  return e.code === '23505' && e.constraint === 'courses_slug_unique';
}

async function freeSlug(db: DbOrTx, title: string, exceptId: string | null): Promise<string> {
  const base = slugify(title);
  return firstFreeSlug(base, await slugsStartingWith(db, base, exceptId));
}

/** The admin view of a course: names of its creator and last editor, its videos and thumbnail history. */
export async function adminCourseView(db: Db, row: CourseRecord): Promise<AdminCourseDetail> {
  const people = [row.createdBy, row.lastModifiedBy].filter((id): id is string => Boolean(id));
  const [names, videos, history, ratings] = await Promise.all([
    findPeople(db, people),
    listCourseVideos(db, row.id, { isAdmin: true }),
    listThumbnailHistory(db, row.id),
    cataloguePorts.use().courseRatingsOf(db, [row.id]),
  ]);
  return toAdminCourseDetail(row, names, videos, history, ratings.get(row.id));
}

/**
 * `GET /api/courses/{id}` (an id or a slug). Admins see any course. Others see active courses, and a
 * learner also sees a course they bought after it was made inactive or archived: buying it gave them
 * access for good.
 */
export async function getCourse(
  ctx: Ctx,
  idOrSlug: string,
  principal: Principal | null,
): Promise<CourseDetail | AdminCourseDetail> {
  const db = ctx.database.db;
  const row = await findCourse(db, idOrSlug);
  if (!row) throw courseNotFound();
  if (principal?.audience === 'admin') return adminCourseView(db, row);
  const viewer = await viewerOf(principal, (learnerId) =>
    cataloguePorts.use().ownsCourse(db, learnerId, row.id),
  );
  requireAccess(seeCourse(viewer, row));
  const [videos, ratings] = await Promise.all([
    listCourseVideos(db, row.id, { isAdmin: false }),
    cataloguePorts.use().courseRatingsOf(db, [row.id]),
  ]);
  return toCourseDetail(row, videos, viewer.owns, ratings.get(row.id));
}

/**
 * The first time a course is active it is announced: a 'course:created' event in the outbox, and its
 * push notification queued in the same transaction, so it is sent exactly when the course is saved.
 */
async function announceIfFirstActive(
  ctx: Ctx,
  tx: Transaction,
  row: CourseRecord,
): Promise<CourseRecord> {
  if (row.status !== 'active' || row.firstActivatedAt) return row;
  await recordCourseEvent(tx.db, row.id);
  await cataloguePorts.use().courseFirstActivated(ctx, row.id, tx);
  return { ...row, firstActivatedAt: await markFirstActivated(tx.db, row.id) };
}

/**
 * Writes a course in a transaction (announcing its first activation there), drops the catalogue's
 * caches and answers the course as the admin sees it. Two writers can take the same free slug at once:
 * the one that loses on the unique index tries again, up to three times, with a slug free by then.
 */
async function writeCourse(
  ctx: Ctx,
  write: (tx: Transaction) => Promise<CourseRecord>,
): Promise<AdminCourseDetail> {
  for (let attempt = 0; ; attempt++) {
    try {
      const row = await withTransaction(ctx.database, async (tx) =>
        announceIfFirstActive(ctx, tx, await write(tx)),
      );
      await invalidateCatalogueCaches(ctx);
      return adminCourseView(ctx.database.db, row);
    } catch (err) {
      if (attempt < 3 && isSlugConflict(err)) continue;
      throw err;
    }
  }
}

export async function createCourse(
  ctx: Ctx,
  input: CourseCreateInput,
  /** The admin creating it; null for system writes such as the demo seed. */
  actorId: string | null,
): Promise<AdminCourseDetail> {
  return writeCourse(ctx, async (tx) =>
    insertCourse(tx.db, {
      slug: await freeSlug(tx.db, input.title, null),
      title: input.title,
      description: input.description,
      priceCents: Math.round(input.price * 100),
      category: input.category,
      level: input.level,
      tags: input.tags,
      instructor: input.instructor ?? ctx.config.site.appName,
      language: input.language,
      requirements: input.requirements,
      whatYouWillLearn: input.whatYouWillLearn,
      status: input.status,
      hasWhatsappGroup: input.hasWhatsappGroup,
      whatsappGroupLink: input.whatsappGroupLink ?? null,
      createdBy: actorId,
      lastModifiedBy: actorId,
    }),
  );
}

/**
 * `PUT /api/courses/{id}`: applies the fields sent, raises the version, records who changed it. A new
 * title gives a new slug. `thumbnailURL` restores a thumbnail from the course's history.
 */
export async function editCourse(
  ctx: Ctx,
  id: string,
  input: CourseUpdateInput,
  actorId: string,
): Promise<AdminCourseDetail> {
  return writeCourse(ctx, async (tx) => {
    const current = await findCourseForUpdate(tx.db, id);
    if (!current) throw courseNotFound();
    const { thumbnailURL, price, instructor, ...fields } = input;
    const patch: CoursePatch = { ...fields, lastModifiedBy: actorId };
    if (price !== undefined) patch.priceCents = Math.round(price * 100);
    if (instructor !== undefined) patch.instructor = instructor ?? ctx.config.site.appName;
    if (fields.title !== undefined && fields.title !== current.title) {
      patch.slug = await freeSlug(tx.db, fields.title, current.id);
    }
    const problem = whatsappProblem({
      hasWhatsappGroup: fields.hasWhatsappGroup ?? current.hasWhatsappGroup,
      whatsappGroupLink:
        fields.whatsappGroupLink !== undefined
          ? fields.whatsappGroupLink
          : current.whatsappGroupLink,
    });
    if (problem) throw invalid(problem, { whatsappGroupLink: problem });
    if (thumbnailURL) {
      const hash = hashFromThumbnailUrl(thumbnailURL);
      if (!hash || !(await thumbnailInHistory(tx.db, current.id, hash))) {
        const message = COURSE_MESSAGES.thumbnailNotInHistory;
        throw invalid(message, { thumbnailURL: message });
      }
      patch.thumbnailHash = hash;
    }
    return updateCourse(tx.db, current.id, patch);
  });
}

/**
 * `DELETE /api/courses/{id}`. A course nobody bought is deleted with its thumbnails. A course with
 * purchases is archived instead: hidden from the catalogue, still open to its buyers, and their
 * receipts still name it.
 */
export async function removeCourse(
  ctx: Ctx,
  id: string,
  actorId: string,
): Promise<CourseDeleteResult> {
  const db = ctx.database.db;
  // The lesson files to remove if the course row goes (its video rows go with it, by cascade).
  const existing = await findCourse(db, id);
  const removeLessonFiles = existing ? await courseVideoFilesRemover(ctx, existing.id) : null;
  const outcome = await db.transaction(async (tx) => {
    const current = await findCourseForUpdate(tx, id);
    if (!current) throw courseNotFound();
    const purchases = await cataloguePorts.use().countOwners(tx, current.id);
    if (purchases > 0) {
      const row =
        current.status === 'archived'
          ? current
          : await updateCourse(tx, current.id, { status: 'archived', lastModifiedBy: actorId });
      return { kind: 'archived' as const, row, purchases, hashes: [] as string[] };
    }
    const hashes = (await listThumbnailHistory(tx, current.id)).map((h) => h.hash);
    await deleteCourseRow(tx, current.id);
    return { kind: 'deleted' as const, row: current, purchases, hashes };
  });
  await invalidateCatalogueCaches(ctx);
  if (outcome.kind === 'archived') {
    return {
      outcome: 'archived',
      courseId: outcome.row.id,
      purchases: outcome.purchases,
      course: await adminCourseView(db, outcome.row),
    };
  }
  // Files go after the commit, and only those no other course still lists; a failure leaves an
  // orphan file, never a course pointing at a missing one.
  for (const hash of await unusedThumbnailHashes(db, outcome.hashes)) {
    await deleteThumbnailFiles(ctx.storage, hash).catch((err: unknown) =>
      ctx.logger.warn({ err, hash }, 'could not delete thumbnail files'),
    );
  }
  await removeLessonFiles?.().catch((err: unknown) =>
    ctx.logger.warn({ err, courseId: outcome.row.id }, 'could not delete lesson files'),
  );
  return { outcome: 'deleted', courseId: outcome.row.id, purchases: 0, course: null };
}

/** `PUT /api/courses/thumbnail/{id}`: stores the image, makes it current, keeps the old one in history. */
export async function replaceThumbnail(
  ctx: Ctx,
  id: string,
  bytes: Buffer | null,
  actorId: string | null,
): Promise<ThumbnailUploadResult> {
  const db = ctx.database.db;
  const existing = await findCourse(db, id);
  if (!existing || existing.id !== id) throw courseNotFound();
  if (!bytes) {
    throw invalid(COURSE_MESSAGES.imageInvalid, { file: COURSE_MESSAGES.imageInvalid });
  }
  const image = await processThumbnail(bytes);
  await storeThumbnail(ctx.storage, image);
  const { row, oldHash } = await db.transaction(async (tx) => {
    const current = await findCourseForUpdate(tx, id);
    if (!current) throw courseNotFound();
    await recordThumbnail(tx, current.id, image.hash, actorId);
    const updated = await updateCourse(tx, current.id, {
      thumbnailHash: image.hash,
      lastModifiedBy: actorId,
    });
    return { row: updated, oldHash: current.thumbnailHash };
  });
  await invalidateCatalogueCaches(ctx);
  const urls = thumbnailUrls(image.hash);
  return {
    thumbnailURL: urls.thumbnailURL!,
    thumbnailSmallURL: urls.thumbnailSmallURL!,
    oldThumbnailURL: oldHash && oldHash !== image.hash ? thumbnailUrls(oldHash).thumbnailURL : null,
    course: await adminCourseView(db, row),
  };
}
