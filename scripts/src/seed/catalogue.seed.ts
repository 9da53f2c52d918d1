import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { courseCreateSchema, type CourseCreateInput } from '@academy/shared';
import { users } from '../../../api/src/accounts/index.ts';
import {
  findCourse,
  createCourse,
  replaceThumbnail,
  slugify,
} from '../../../api/src/catalogue/index.ts';
import type { AppContext } from '../../../api/src/context.ts';
import { recordPurchase } from '../../../api/src/purchases/index.ts';

/**
 * Six demo courses across the categories (one free), active, with generated thumbnails. Titles are in
 * Tigrinya with the English name after them, as the academy's own material is written. Idempotent: a
 * course whose slug exists is left as it is (an admin may have edited it), and a missing thumbnail is
 * generated again. A course is recognised by the slug of its title.
 */
interface DemoCourse {
  /** Drawn on the thumbnail (Latin script, so it renders without an Ethiopic font installed). */
  cover: string;
  colours: [string, string];
  input: Omit<CourseCreateInput, 'status' | 'hasWhatsappGroup' | 'whatsappGroupLink'> & {
    hasWhatsappGroup?: boolean;
    whatsappGroupLink?: string;
  };
}

const DEMO_COURSES: DemoCourse[] = [
  {
    cover: 'YouTube for Beginners',
    colours: ['#c4302b', '#5a0f0c'],
    input: {
      title: 'ዩቲዩብ ንጀመርቲ — YouTube for Beginners',
      description:
        'Start a channel the right way: pick a niche, plan your first ten videos, write titles and ' +
        'thumbnails people click, and read YouTube Studio to see what works. Taught in Tigrinya with ' +
        'the English terms you will meet on the platform.',
      price: 29.99,
      category: 'youtube',
      level: 'beginner',
      tags: ['youtube', 'channel', 'growth'],
      instructor: 'Yonas Tesfamariam',
      language: 'ti',
      requirements: ['A Google account', 'A phone or computer that can record video'],
      whatYouWillLearn: [
        'Set up and brand a channel',
        'Plan and script short and long videos',
        'Grow with titles, thumbnails and playlists',
      ],
      hasWhatsappGroup: true,
      whatsappGroupLink: 'https://chat.whatsapp.com/DemoYouTubeBeginners',
    },
  },
  {
    cover: 'Video Editing with DaVinci Resolve',
    colours: ['#1f6feb', '#0b2a5c'],
    input: {
      title: 'ቪድዮ ኤዲቲንግ — Video Editing with DaVinci Resolve',
      description:
        'From raw clips to a finished film in the free edition of DaVinci Resolve: cutting on the ' +
        'beat, J and L cuts, colour correction, clean audio, titles and exports for YouTube, ' +
        'TikTok and WhatsApp.',
      price: 59,
      category: 'video',
      level: 'intermediate',
      tags: ['davinci resolve', 'editing', 'colour'],
      instructor: 'Senait Ghebremedhin',
      language: 'ti',
      requirements: ['A computer with 8 GB of memory', 'DaVinci Resolve (free)'],
      whatYouWillLearn: [
        'Edit a story that holds attention',
        'Grade colour',
        'Export for any platform',
      ],
    },
  },
  {
    cover: 'Photo Editing in Lightroom',
    colours: ['#8957e5', '#2d1661'],
    input: {
      title: 'ፎቶ ኤዲቲንግ — Photo Editing in Lightroom',
      description:
        'Make portraits and wedding photos look their best: exposure, white balance, skin ' +
        'retouching, presets of your own and batch edits that save hours.',
      price: 39,
      category: 'photo',
      level: 'beginner',
      tags: ['lightroom', 'retouch', 'colour'],
      instructor: 'Filmon Haile',
      language: 'ti',
      requirements: ['Lightroom mobile (free) or Lightroom Classic'],
      whatYouWillLearn: ['Correct exposure and colour', 'Retouch portraits', 'Build presets'],
    },
  },
  {
    cover: 'Filming with Your Phone',
    colours: ['#2da44e', '#0d3b1c'],
    input: {
      title: 'ሞባይል ካሜራ — Filming with Your Phone',
      description:
        'Your phone is a real camera. Learn manual exposure and focus, framing, natural light, ' +
        'steady shots without a gimbal and clear sound with a cheap microphone.',
      price: 24.99,
      category: 'camera',
      level: 'beginner',
      tags: ['smartphone', 'lighting', 'composition'],
      instructor: 'Luwam Berhe',
      language: 'ti',
      requirements: ['A smartphone'],
      whatYouWillLearn: ['Shoot in manual mode', 'Light a scene', 'Record clean audio'],
    },
  },
  {
    cover: 'Basic Computer Skills',
    colours: ['#d29922', '#5c3d00'],
    input: {
      title: 'መሰረታዊ ኮምፒዩተር — Basic Computer Skills',
      description:
        'A free first step for anyone new to computers: files and folders, typing, safe browsing, ' +
        'e-mail and video calls, explained slowly in Tigrinya.',
      price: 0,
      category: 'computer',
      level: 'beginner',
      tags: ['windows', 'typing', 'internet'],
      instructor: 'Daniel Asmerom',
      language: 'ti',
      requirements: ['Access to a computer'],
      whatYouWillLearn: ['Organise files', 'Type with confidence', 'Stay safe online'],
    },
  },
  {
    cover: 'Everyday English',
    colours: ['#0e8a8a', '#053737'],
    input: {
      title: 'እንግሊዝኛ ንዕለታዊ ህይወት — Everyday English',
      description:
        'Speak English at work, at the doctor and on the phone. Forty short lessons with ' +
        'pronunciation drills, everyday vocabulary and conversations, explained in Tigrinya.',
      price: 109,
      category: 'english',
      level: 'intermediate',
      tags: ['speaking', 'vocabulary', 'pronunciation'],
      instructor: 'Helen Kidane',
      language: 'ti',
      requirements: ['Reading the Latin alphabet'],
      whatYouWillLearn: ['Hold everyday conversations', 'Pronounce clearly', 'Write short e-mails'],
    },
  },
];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Splits a title into lines of at most `width` characters, on spaces. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A 1280x720 cover: the title on a diagonal colour gradient, rendered by sharp from SVG. */
export async function renderDemoCover(
  title: string,
  label: string,
  [from, to]: [string, string],
  brand: string,
): Promise<Buffer> {
  const lines = wrap(title, 20);
  const top = 360 - ((lines.length - 1) * 96) / 2;
  const text = lines
    .map(
      (line, i) =>
        `<text x="96" y="${top + i * 96}" font-size="84" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
  </linearGradient></defs>
  <rect width="1280" height="720" fill="url(#g)"/>
  <circle cx="1120" cy="140" r="260" fill="#ffffff" fill-opacity="0.08"/>
  <circle cx="1180" cy="620" r="180" fill="#ffffff" fill-opacity="0.06"/>
  <g font-family="DejaVu Sans, Noto Sans, sans-serif" fill="#ffffff">
    <text x="96" y="130" font-size="34" letter-spacing="4" fill-opacity="0.85">${escapeXml(label.toUpperCase())}</text>
    ${text}
    <text x="96" y="650" font-size="30" fill-opacity="0.8">${escapeXml(brand)}</text>
  </g>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const CATEGORY_LABEL: Record<string, string> = {
  youtube: 'YouTube Mastery',
  video: 'Video Editing',
  photo: 'Photo Editing',
  camera: 'Camera',
  computer: 'Basic Computer Learning',
  english: 'English',
};

async function userIdByEmail(ctx: AppContext, email: string): Promise<string | null> {
  const [row] = await ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Creates the demo courses that are missing, gives each a thumbnail if it has none, and lets the demo
 * learner (when the accounts seed made one) own the free course and the YouTube course, so the
 * dashboard and the purchased-course page have something to show.
 */
export async function seedDemoCourses(ctx: AppContext): Promise<string[]> {
  const adminId = await userIdByEmail(ctx, 'admin@academy.local');
  const learnerId = await userIdByEmail(ctx, 'learner@academy.local');
  let created = 0;
  for (const demo of DEMO_COURSES) {
    let course = await findCourse(ctx.database.db, slugify(demo.input.title));
    if (!course) {
      const input = courseCreateSchema.parse({ ...demo.input, status: 'active' });
      const made = await createCourse(ctx, input, adminId);
      course = await findCourse(ctx.database.db, made.id);
      created += 1;
    }
    if (!course) continue;
    if (!course.thumbnailHash) {
      const cover = await renderDemoCover(
        demo.cover,
        CATEGORY_LABEL[demo.input.category] ?? demo.input.category,
        demo.colours,
        ctx.config.site.appName,
      );
      await replaceThumbnail(ctx, course.id, cover, adminId);
    }
    if (learnerId && (demo.input.price === 0 || demo.input.category === 'youtube')) {
      await recordPurchase(ctx.database.db, {
        userId: learnerId,
        courseId: course.id,
        amountCents: Math.round(demo.input.price * 100),
        source: 'seed',
      });
    }
  }
  return created > 0 ? [`Demo catalogue: ${created} courses added`] : [];
}
