/* global IDBKeyRange, indexedDB, self */
/**
 * Background Sync for queued progress, loaded into the generated service worker with `importScripts`
 * (see vite.config.ts). When the browser fires the `academy-progress` sync (the connection is back,
 * even after the tab was closed), it sends each learner's queued events with that learner's own token,
 * in order, deleting an event only once the server answered it, exactly as the page does
 * (src/learning/progress/progress-queue.ts). Plain JS without Dexie: it reads the same database
 * (`academy-progress`: `events` by `seq` with index `userId`, `sessions` by `userId`).
 */
(function () {
  var TAG = 'academy-progress';
  var LOCK = 'academy-progress-flush';
  var REFUSED = [400, 403, 404, 409, 422];

  function request(req) {
    return new Promise(function (resolve, reject) {
      req.onsuccess = function () {
        resolve(req.result);
      };
      req.onerror = function () {
        reject(req.error);
      };
    });
  }

  function openDb() {
    return request(indexedDB.open('academy-progress'));
  }

  function read(db, store, fn) {
    var tx = db.transaction(store, 'readonly');
    return request(fn(tx.objectStore(store)));
  }

  function firstOf(db, userId) {
    return read(db, 'events', function (store) {
      return store.index('userId').getAll(IDBKeyRange.only(userId), 1);
    }).then(function (rows) {
      return rows[0] || null;
    });
  }

  function remove(db, seq) {
    var tx = db.transaction('events', 'readwrite');
    return request(tx.objectStore('events').delete(seq));
  }

  function send(event, token) {
    var update = event.kind !== 'complete';
    var body = update
      ? {
          courseId: event.courseId,
          videoId: event.videoId,
          watchedDuration: event.watchedDuration,
          totalDuration: event.totalDuration,
          position: event.position,
          timestamp: event.timestamp,
        }
      : { courseId: event.courseId, videoId: event.videoId };
    return fetch(update ? '/api/progress/update' : '/api/progress/complete-video', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer ' + token },
      body: JSON.stringify(body),
    }).then(function (res) {
      if (res.ok) return 'sent';
      return REFUSED.indexOf(res.status) >= 0 ? 'refused' : 'stop';
    });
  }

  function sendQueueOf(db, session) {
    return firstOf(db, session.userId).then(function (event) {
      if (!event) return 'done';
      return send(event, session.token).then(function (outcome) {
        if (outcome === 'stop') throw new Error('progress not sent yet');
        return remove(db, event.seq).then(function () {
          return sendQueueOf(db, session);
        });
      });
    });
  }

  function flush() {
    return openDb().then(function (db) {
      if (!db.objectStoreNames.contains('sessions')) return db.close();
      return read(db, 'sessions', function (store) {
        return store.getAll();
      })
        .then(function (sessions) {
          return sessions.reduce(function (chain, session) {
            return chain.then(function () {
              return sendQueueOf(db, session);
            });
          }, Promise.resolve());
        })
        .finally(function () {
          db.close();
        });
    });
  }

  self.addEventListener('sync', function (event) {
    if (event.tag !== TAG) return;
    // One sender at a time with the pages (same lock name). A rejection makes the browser retry later.
    var run = self.navigator.locks ? self.navigator.locks.request(LOCK, flush) : flush();
    event.waitUntil(run);
  });
})();
