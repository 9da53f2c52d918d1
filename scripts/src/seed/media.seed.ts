import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { users } from '../../../api/src/accounts/index.ts';
import { courses } from '../../../api/src/catalogue/index.ts';
import type { AppContext } from '../../../api/src/context.ts';
import { resolveBinaries, acceptVideoUpload, videos } from '../../../api/src/media/index.ts';

const run = promisify(execFile);

/**
 * Demo lessons: three short lessons (8, 10 and 12 s; the first a free preview) in three demo courses,
 * made by ffmpeg from its test patterns and sent through the real pipeline (the same intake as an
 * upload, then the transcode worker), so a fresh `npm start` shows encrypted adaptive HLS end to end.
 *
 * Start-up does not wait: the files are made and handed over in the background, and the worker
 * transcodes them over the following minute. Idempotent per lesson title, so an interrupted seed is
 * completed on the next start and an admin's edits or deletions of other lessons are left alone.
 */

const DEMO_CATEGORIES = ['youtube', 'video', 'computer'] as const;

const LESSONS = [
  { title: 'መእተዊ — Welcome and overview', seconds: 8, pattern: 'testsrc2', tone: 440 },
  { title: 'ቀዳማይ ስጉምቲ — First steps', seconds: 10, pattern: 'smptehdbars', tone: 523 },
  { title: 'ልምምድ — Practice', seconds: 12, pattern: 'rgbtestsrc', tone: 659 },
] as const;

async function makeLesson(ffmpeg: string, file: string, lesson: (typeof LESSONS)[number]) {
  await run(ffmpeg, [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `${lesson.pattern}=size=640x360:rate=25`],
    ...['-f', 'lavfi', '-i', `sine=frequency=${lesson.tone}:sample_rate=44100`],
    ...['-t', String(lesson.seconds), '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '28'],
    ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '64k', '-shortest', file],
  ]);
}

/** The demo courses that get lessons: the seeded YouTube, video editing and computer courses. */
async function demoCourses(ctx: AppContext, adminId: string) {
  return ctx.database.db
    .select({ id: courses.id, title: courses.title, category: courses.category })
    .from(courses)
    .where(and(eq(courses.createdBy, adminId), inArray(courses.category, [...DEMO_CATEGORIES])))
    .orderBy(asc(courses.createdAt))
    .limit(DEMO_CATEGORIES.length);
}

async function missingLessons(ctx: AppContext, courseId: string) {
  const existing = await ctx.database.db
    .select({ title: videos.title })
    .from(videos)
    .where(eq(videos.courseId, courseId));
  const titles = new Set(existing.map((v) => v.title));
  return LESSONS.map((lesson, index) => ({ ...lesson, order: index + 1 })).filter(
    (lesson) => !titles.has(lesson.title),
  );
}

async function addLessons(
  ctx: AppContext,
  adminId: string,
  work: { courseId: string; lessons: Awaited<ReturnType<typeof missingLessons>> }[],
) {
  const { ffmpeg } = resolveBinaries({
    ffmpegPath: ctx.config.media.ffmpegPath,
    ffprobePath: ctx.config.media.ffprobePath,
  });
  const dir = await mkdtemp(path.join(tmpdir(), 'academy-demo-lessons-'));
  try {
    for (const { courseId, lessons } of work) {
      for (const lesson of lessons) {
        const file = path.join(dir, `lesson-${lesson.order}.mp4`);
        await makeLesson(ffmpeg, file, lesson);
        await acceptVideoUpload(
          ctx,
          { path: file, originalName: path.basename(file) },
          {
            courseId,
            title: lesson.title,
            description: 'A short demonstration lesson made by the demo seed.',
            order: lesson.order,
            isFreePreview: lesson.order === 1,
          },
          adminId,
        );
        await rm(file, { force: true });
      }
    }
    ctx.logger.info('demo lessons handed to the transcoder');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function seedDemoVideos(ctx: AppContext): Promise<string[]> {
  const [admin] = await ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'admin@academy.local'))
    .limit(1);
  if (!admin) return [];
  const work = [];
  for (const course of await demoCourses(ctx, admin.id)) {
    const lessons = await missingLessons(ctx, course.id);
    if (lessons.length) work.push({ courseId: course.id, lessons });
  }
  if (!work.length) return [];
  const count = work.reduce((n, w) => n + w.lessons.length, 0);
  void addLessons(ctx, admin.id, work).catch((err: unknown) =>
    ctx.logger.warn({ err }, 'demo lessons could not be made'),
  );
  return [
    `Demo lessons:      ${count} being made and transcoded in the background${ctx.config.runWorker ? '' : ' (start a worker: RUN_WORKER=false)'}`,
  ];
}
