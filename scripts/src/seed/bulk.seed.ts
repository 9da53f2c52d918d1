/**
 * Fills a database with a catalogue at scale, for benchmarks and for trying the screens with real
 * volumes: `npx tsx scripts/src/seed/bulk.seed.ts --courses 10000 --learners 50000`.
 *
 * It uses the database the academy would use (DATABASE_URL, else the embedded server in DATA_DIR),
 * migrates it, and writes rows with multi-row `INSERT ... SELECT FROM unnest(...)` statements of a few
 * thousand rows each. Rows are recognisable (e-mails end in @bulk.test, slugs end in -b<n>) and the
 * inserts skip rows that exist, so running it twice adds nothing. The data is deterministic (seeded
 * random numbers), so two benchmark runs see the same catalogue.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Pool } from 'pg';
import { COURSE_CATEGORIES, COURSE_LEVELS } from '@academy/shared';
import { hashPassword } from '../../../api/src/accounts/index.ts';
import { slugify } from '../../../api/src/catalogue/index.ts';
import { loadConfig } from '../../../api/src/config/config.ts';
import { openDatabase, runMigrations, type Database } from '../../../api/src/db/database.ts';
import { ensureDatabase, startEmbeddedPostgres } from '../../../api/src/db/embedded-postgres.ts';
import { createLogger } from '../../../api/src/logging/logger.ts';

export interface BulkOptions {
  courses: number;
  learners: number;
  /** Average purchases per learner (popular courses get most of them). */
  purchasesPerLearner: number;
  log?: (line: string) => void;
}

export interface BulkResult {
  courses: number;
  learners: number;
  purchases: number;
  seconds: number;
}

const BATCH = 5_000;
const PURCHASE_BATCH = 200_000;
export const BULK_LEARNER_PASSWORD = 'Learner123!';

/** mulberry32: small, fast, seeded; the same run always writes the same catalogue. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TOPICS: Record<string, string[]> = {
  youtube: [
    'YouTube Shorts',
    'Channel Growth',
    'YouTube SEO',
    'Thumbnail Design',
    'ዩቲዩብ',
    'Live Streaming',
  ],
  camera: [
    'Smartphone Filmmaking',
    'Camera Basics',
    'Lighting',
    'ካሜራ',
    'Drone Footage',
    'Interview Setup',
  ],
  photo: [
    'Lightroom',
    'Photoshop Retouching',
    'Portrait Editing',
    'ፎቶ ኤዲቲንግ',
    'Product Photos',
    'Colour Grading',
  ],
  video: [
    'Premiere Pro',
    'DaVinci Resolve',
    'CapCut',
    'ቪድዮ ኤዲቲንግ',
    'Motion Graphics',
    'Sound Design',
  ],
  computer: ['Computer Basics', 'Microsoft Word', 'Excel', 'ኮምፒዩተር', 'Typing', 'Internet Safety'],
  english: [
    'Everyday English',
    'English Grammar',
    'Business English',
    'እንግሊዝኛ',
    'Pronunciation',
    'IELTS Speaking',
  ],
  other: [
    'Freelancing',
    'Social Media Marketing',
    'Canva Design',
    'Podcasting',
    'Personal Branding',
    'ንግዲ ኦንላይን',
  ],
};
const SUFFIXES = [
  'Essentials',
  'Masterclass',
  'for Beginners',
  'in 30 Days',
  'Bootcamp',
  'Workshop',
  'Pro',
  'ንጀመርቲ',
  'Complete Guide',
  'Step by Step',
];
const SENTENCES = [
  'Learn by doing, with a project in every lesson.',
  'Explained in Tigrinya, with the English terms you will meet at work.',
  'Short lessons you can watch on a phone with a weak connection.',
  'Practical exercises, downloadable resources and a certificate on completion.',
  'From the first click to a result you can share with clients.',
  'ብቐሊል ኣገባብ ዝተዳለወ ትምህርቲ።',
  'Includes real examples from small businesses and creators.',
  'No experience needed; we start from the basics.',
];
const TAGS = [
  'editing',
  'growth',
  'beginner-friendly',
  'mobile',
  'colour',
  'audio',
  'lighting',
  'seo',
  'shorts',
  'premiere pro',
  'davinci resolve',
  'capcut',
  'lightroom',
  'photoshop',
  'canva',
  'excel',
  'word',
  'typing',
  'grammar',
  'speaking',
  'business',
  'freelance',
  'marketing',
  'drone',
  'portrait',
  'product',
  'interview',
  'podcast',
  'live',
  'ቪድዮ',
  'ፎቶ',
  'ዩቲዩብ',
];
const INSTRUCTORS = [
  'Selam Academy',
  'Yonas Tesfamariam',
  'Senait Ghebremedhin',
  'Filmon Haile',
  'Luwam Berhe',
  'Daniel Asmerom',
  'Helen Kidane',
  'Samuel Tekle',
  'Ruta Mebrahtu',
];
const FIRST_NAMES = [
  'Abel',
  'Aster',
  'Biniam',
  'Dawit',
  'Eden',
  'Fiori',
  'Hanna',
  'Kidane',
  'Lidia',
  'Meron',
  'Natnael',
  'Rahel',
  'Senait',
  'Tesfay',
  'Winta',
  'Yohannes',
  'Yordanos',
  'Saba',
];
const LAST_NAMES = [
  'Abraha',
  'Berhane',
  'Ghebre',
  'Haile',
  'Kahsay',
  'Mehari',
  'Negash',
  'Tekle',
  'Tesfamariam',
  'Woldu',
  'Yemane',
  'Zerai',
];

const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;

function buildCourse(i: number, r: () => number, now: number) {
  const roll = r();
  // Mostly stock categories; a few legacy and unknown names, as imported data would have.
  const category =
    roll < 0.01 ? 'youtube mastering' : roll < 0.015 ? 'drones' : pick(r, COURSE_CATEGORIES);
  const topicKey =
    category === 'youtube mastering' ? 'youtube' : category === 'drones' ? 'camera' : category;
  const title = `${pick(r, TOPICS[topicKey]!)} ${pick(r, SUFFIXES)}`;
  const tags = [...new Set([pick(r, TAGS), pick(r, TAGS), pick(r, TAGS)])].slice(
    0,
    Math.floor(r() * 4),
  );
  const priceRoll = r();
  const priceCents =
    priceRoll < 0.1
      ? 0
      : priceRoll < 0.5
        ? 499 + Math.floor(r() * 45) * 100
        : priceRoll < 0.85
          ? 4_999 + Math.floor(r() * 51) * 100
          : 10_099 + Math.floor(r() * 100) * 100;
  const statusRoll = r();
  const createdAt = new Date(now - Math.floor(r() * 3 * 365 * 86_400_000));
  return {
    slug: `${slugify(title)}-b${i}`,
    title,
    description: Array.from({ length: 2 + Math.floor(r() * 3) }, () => pick(r, SENTENCES)).join(
      ' ',
    ),
    priceCents,
    category,
    level: pick(r, COURSE_LEVELS),
    tags: JSON.stringify(tags),
    instructor: pick(r, INSTRUCTORS),
    status: statusRoll < 0.9 ? 'active' : statusRoll < 0.97 ? 'inactive' : 'archived',
    createdAt: createdAt.toISOString(),
  };
}

async function insertCourses(pool: Pool, count: number, log: (l: string) => void) {
  const r = random(1);
  const now = Date.now();
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) =>
      buildCourse(start + k, r, now),
    );
    const col = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((row) => row[key]);
    await pool.query(
      `insert into courses (slug, title, description, price_cents, category, level, tags, instructor,
                            status, created_at, updated_at, first_activated_at)
       select s, t, d, p, c, l, g::jsonb, i, st, ca, ca, case when st = 'active' then ca end
       from unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::text[], $6::text[], $7::text[],
                   $8::text[], $9::text[], $10::timestamptz[]) as u(s, t, d, p, c, l, g, i, st, ca)
       on conflict (slug) do nothing`,
      [
        col('slug'),
        col('title'),
        col('description'),
        col('priceCents'),
        col('category'),
        col('level'),
        col('tags'),
        col('instructor'),
        col('status'),
        col('createdAt'),
      ],
    );
    log(`courses ${Math.min(start + BATCH, count)}/${count}`);
  }
}

async function insertLearners(pool: Pool, count: number, log: (l: string) => void) {
  const r = random(2);
  // One argon2 hash for all: hashing 50,000 passwords would take most of an hour by design.
  const hash = await hashPassword(BULK_LEARNER_PASSWORD);
  for (let start = 0; start < count; start += BATCH) {
    const n = Math.min(BATCH, count - start);
    const emails = Array.from(
      { length: n },
      (_, k) => `learner${String(start + k).padStart(6, '0')}@bulk.test`,
    );
    const first = Array.from({ length: n }, () => pick(r, FIRST_NAMES));
    const last = Array.from({ length: n }, () => pick(r, LAST_NAMES));
    await pool.query(
      `insert into users (email, first_name, last_name, phone_number, password_hash, is_verified, role)
       select e, f, l, '+2917' || lpad((row_number() over ())::text, 6, '0'), $4, true, 'learner'
       from unnest($1::text[], $2::text[], $3::text[]) as u(e, f, l)
       on conflict (email) do nothing`,
      [emails, first, last, hash],
    );
    log(`learners ${start + n}/${count}`);
  }
}

/**
 * Each bulk learner buys about `perLearner` active courses; the choice is skewed (a power law over the
 * courses in a fixed shuffled order), so a few courses are bestsellers and most sell a handful.
 */
async function insertPurchases(pool: Pool, perLearner: number, log: (l: string) => void) {
  const r = random(3);
  const courseIds = (
    await pool.query<{ id: string; price_cents: number }>(
      `select id, price_cents from courses where status = 'active' and slug ~ '-b[0-9]+$' order by slug`,
    )
  ).rows;
  const learnerIds = (
    await pool.query<{ id: string }>(
      `select id from users where email like '%@bulk.test' order by email`,
    )
  ).rows.map((row) => row.id);
  if (courseIds.length === 0) return;
  let total = 0;
  let users: string[] = [];
  let courses: string[] = [];
  let amounts: number[] = [];
  const flush = async () => {
    if (users.length === 0) return;
    const result = await pool.query(
      `insert into purchases (user_id, course_id, amount_cents, source, purchased_at)
       select u, c, a, 'seed', now() - (random() * interval '365 days')
       from unnest($1::uuid[], $2::uuid[], $3::int[]) as x(u, c, a)
       on conflict (user_id, course_id) do nothing`,
      [users, courses, amounts],
    );
    total += result.rowCount ?? 0;
    users = [];
    courses = [];
    amounts = [];
  };
  for (const [index, learner] of learnerIds.entries()) {
    const count = Math.floor(r() * (2 * perLearner + 1));
    const chosen = new Set<number>();
    for (let k = 0; k < count; k++) chosen.add(Math.floor(courseIds.length * r() ** 3));
    for (const c of chosen) {
      users.push(learner);
      courses.push(courseIds[c]!.id);
      amounts.push(courseIds[c]!.price_cents);
    }
    // One statement for all of them: the enrollment trigger then updates each course once.
    if (users.length >= PURCHASE_BATCH) await flush();
    if ((index + 1) % 10_000 === 0) log(`purchases for ${index + 1}/${learnerIds.length} learners`);
  }
  await flush();
  return total;
}

/**
 * Fresh statistics for the planner and a visibility map for index-only counts. A transaction open
 * elsewhere in the server (autovacuum's own ANALYZE of the new rows, for one) keeps VACUUM from
 * marking pages all-visible, so it is repeated until the courses table is.
 */
async function vacuum(pool: Pool): Promise<void> {
  for (let attempt = 0; attempt < 10; attempt++) {
    await pool.query('vacuum analyze courses, purchases, users');
    const { rows } = await pool.query<{ pages: number; visible: number }>(
      `select relpages as pages, relallvisible as visible from pg_class where relname = 'courses'`,
    );
    if (rows[0] && rows[0].visible >= rows[0].pages) return;
    await new Promise((r) => setTimeout(r, 1_000));
  }
}

export async function bulkSeed(database: Database, options: BulkOptions): Promise<BulkResult> {
  const log = options.log ?? (() => undefined);
  const started = performance.now();
  const timed = async <T>(name: string, step: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    const value = await step();
    log(`${name} done in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    return value;
  };
  await timed('courses', () => insertCourses(database.pool, options.courses, log));
  await timed('learners', () => insertLearners(database.pool, options.learners, log));
  const purchases =
    (await timed('purchases', () =>
      insertPurchases(database.pool, options.purchasesPerLearner, log),
    )) ?? 0;
  await vacuum(database.pool);
  return {
    courses: options.courses,
    learners: options.learners,
    purchases,
    seconds: (performance.now() - started) / 1000,
  };
}

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger('warn');
  let url = config.database.url;
  let stop = async () => undefined as void;
  if (!url) {
    const embedded = await startEmbeddedPostgres({
      dir: config.database.embeddedDir,
      port: config.database.embeddedPort,
      logger,
    });
    await ensureDatabase(embedded.url('postgres'), 'academy');
    url = embedded.url('academy');
    stop = () => embedded.stop();
  }
  const database = openDatabase(url, 4);
  try {
    await runMigrations(database);
    const result = await bulkSeed(database, {
      courses: argument('courses', 10_000),
      learners: argument('learners', 50_000),
      purchasesPerLearner: argument('purchases-per-learner', 3),
      log: (line) => console.log(line),
    });
    console.log(
      `Wrote ${result.courses} courses, ${result.learners} learners and ${result.purchases} purchases in ${result.seconds.toFixed(1)} s. ` +
        `Bulk learners sign in as learnerNNNNNN@bulk.test with ${BULK_LEARNER_PASSWORD}.`,
    );
  } finally {
    await database.close();
    await stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
