/**
 * The player's code, fetched when the visitor first plays on the course page (not with the page: it
 * brings Shaka and the playback telemetry). Apart from the preview so that tests can fail the download.
 */
export const loadLessonPlayer = async () =>
  (await import(/* offline: first-use */ '../watch/lesson-player.tsx')).LessonPlayer;
