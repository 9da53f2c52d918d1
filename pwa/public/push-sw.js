/* global self, clients */
/**
 * Web push for new courses, loaded into the generated service worker with `importScripts` (see
 * vite.config.ts). The server sends (encrypted, the browser decrypts) a JSON payload:
 * { type: 'course:created', title, body, icon, image, url, courseId } (shared/src/push/push.schema.ts).
 * A click opens the course page, focusing a tab of the app that is already open when there is one.
 */
(function () {
  /** Only pages of this app are opened, whatever a payload says. */
  function ownUrl(url) {
    try {
      var parsed = new URL(url, self.location.origin);
      return parsed.origin === self.location.origin ? parsed.href : self.location.origin + '/';
    } catch {
      return self.location.origin + '/';
    }
  }

  self.addEventListener('push', function (event) {
    var data;
    try {
      data = event.data ? event.data.json() : null;
    } catch {
      data = null;
    }
    if (!data || data.type !== 'course:created' || !data.title) return;
    var options = {
      body: data.body || '',
      icon: data.icon || '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      // One notification per course: a repeated push replaces it instead of stacking.
      tag: 'course-' + (data.courseId || ''),
      data: { url: ownUrl(data.url || '/') },
    };
    if (data.image) options.image = data.image;
    event.waitUntil(self.registration.showNotification(data.title, options));
  });

  self.addEventListener('notificationclick', function (event) {
    event.notification.close();
    var target =
      (event.notification.data && event.notification.data.url) || self.location.origin + '/';
    event.waitUntil(
      clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (list) {
        for (var i = 0; i < list.length; i++) {
          if (list[i].url === target && 'focus' in list[i]) return list[i].focus();
        }
        var open = list.find(function (c) {
          return 'navigate' in c && new URL(c.url).origin === self.location.origin;
        });
        if (open)
          return open.navigate(target).then(function (c) {
            return (c || open).focus();
          });
        return clients.openWindow(target);
      }),
    );
  });
})();
