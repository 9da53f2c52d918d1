/**
 * Asks the browser to keep this app's storage (the offline copy, queued progress) under storage
 * pressure, when the learner shows they mean to stay: installing the app or enrolling in a course.
 * Browsers decide without a prompt (Chromium grants it to installed apps); a refusal changes nothing.
 */
export function requestPersistentStorage(): void {
  void navigator.storage?.persist?.().catch(() => false);
}
