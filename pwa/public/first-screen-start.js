/*
 * Starts the app on a page the server drew (api/src/http/first-screen/first-screen.ts: shellWith). Its
 * scripts wait in a <template>, never fetched, until the drawn page has loaded, so that on a slow link
 * they do not share it with the picture and fonts the visitor is already looking at. A picture that
 * hangs does not hold the app back longer than START_AT_MOST_MS. Plain JavaScript from the public
 * folder: a few hundred bytes that need no build.
 */
/* global window, document */
(function () {
  var START_AT_MOST_MS = 6000;
  var started = false;
  function start() {
    var waiting = document.getElementById('app-scripts');
    if (started || !waiting) return;
    started = true;
    waiting.remove();
    // New elements, not the template's own nodes, which belong to the template's inert document.
    var tags = waiting.content.children;
    for (var i = 0; i < tags.length; i++) {
      var tag = document.createElement(tags[i].localName);
      for (var j = 0; j < tags[i].attributes.length; j++) {
        tag.setAttribute(tags[i].attributes[j].name, tags[i].attributes[j].value);
      }
      document.head.appendChild(tag);
    }
  }
  // Chromium offers its install prompt once a page, maybe before the app has started: kept for the
  // app's invitation (pwa/src/install/install-invitation.tsx reads window.academyInstallPrompt).
  window.addEventListener('beforeinstallprompt', function (event) {
    event.preventDefault();
    window.academyInstallPrompt = event;
  });
  if (document.readyState === 'complete') start();
  else {
    window.addEventListener('load', start, { once: true });
    window.setTimeout(start, START_AT_MOST_MS);
  }
})();
