/** Business constants from spec 000 §9 and 001 §9, shared by the API and the PWA. */
export const LIMITS = {
  passwordMinLength: 6,
  ageMin: 1,
  ageMax: 120,
  nameMinLength: 2,
  addressMinLength: 5,
  placeMinLength: 2,
  imageMaxBytes: 5 * 1024 * 1024,
  videoMaxBytes: 500 * 1024 * 1024,
  tagsPerCourse: 3,
  featuredCourses: 3,
  dashboardPageSize: 6,
  cataloguePageSizes: [6, 12, 24, 48],
  cataloguePageSizeDefault: 12,
  pageWindow: 5,
  userListPageSize: 10,
} as const;

export const TIMERS = {
  sessionCheckMs: 30_000,
  heroRotateMs: 5_000,
  heroFadeMs: 300,
  navbarHideAfterPx: 100,
  scrollTopAfterPx: 300,
  floatingContactDelayMs: 1_000,
  floatingContactStaggerMs: 100,
  toastMs: 5_000,
  /** Spec 001: the admin course and user lists search once typing has paused this long. */
  adminSearchDebounceMs: 500,
} as const;

/** International phone format: plus, a first digit 1-9, then 1 to 14 more digits. */
export const PHONE_PATTERN = /^\+[1-9]\d{1,14}$/;
