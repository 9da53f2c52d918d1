/// <reference lib="webworker" />

/**
 * Web push for new courses, in the service worker (src/sw.ts). The server sends (encrypted, the browser
 * decrypts) a JSON payload: { type: 'course:created', title, body, icon, image, url, courseId }
 * (shared/src/push/push.schema.ts). A click opens the course page, focusing a tab of the app that is
 * already open when there is one.
 */
interface CoursePush {
  type?: unknown;
  title?: string;
  body?: string;
  icon?: string;
  image?: string;
  url?: string;
  courseId?: string;
}

export function listenForCoursePushes(worker: ServiceWorkerGlobalScope): void {
  const home = `${worker.location.origin}/`;
  /** Only pages of this app are opened, whatever a payload says. */
  const ownUrl = (url: string) => {
    try {
      const parsed = new URL(url, worker.location.origin);
      return parsed.origin === worker.location.origin ? parsed.href : home;
    } catch {
      return home;
    }
  };

  worker.addEventListener('push', (event) => {
    let data: CoursePush | null;
    try {
      data = (event.data?.json() as CoursePush | null) ?? null;
    } catch {
      data = null;
    }
    if (!data || data.type !== 'course:created' || !data.title) return;
    const options: NotificationOptions & { image?: string } = {
      body: data.body || '',
      icon: data.icon || '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      // One notification per course: a repeated push replaces it instead of stacking.
      tag: `course-${data.courseId || ''}`,
      data: { url: ownUrl(data.url || '/') },
    };
    if (data.image) options.image = data.image;
    event.waitUntil(worker.registration.showNotification(data.title, options));
  });

  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const target = (event.notification.data as { url?: string } | null)?.url || home;
    event.waitUntil(
      (async () => {
        const list = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const same = list.find((client) => client.url === target);
        if (same) return same.focus();
        const open = list.find((client) => new URL(client.url).origin === worker.location.origin);
        if (open) return ((await open.navigate(target)) ?? open).focus();
        return worker.clients.openWindow(target);
      })(),
    );
  });
}
