/*
 * Starts the app on a page the server drew (api/src/http/first-screen/first-screen.ts: shellWith). Its
 * scripts wait in a <template>, never fetched, until the drawn page has loaded, so that on a slow link
 * they do not share it with the picture and fonts the visitor is already looking at. A picture that
 * hangs, or a tab in the background that paints no frame, does not hold the app back longer than
 * START_AT_MOST_MS. Plain JavaScript from the public folder: a few hundred bytes that need no build.
 */
/* global window, document, Image */
(function () {
  var START_AT_MOST_MS = 6000;
  var TAGS_PER_TASK = 6;
  var started = false;
  function start() {
    var waiting = document.getElementById('app-scripts');
    if (started || !waiting) return;
    started = true;
    waiting.remove();
    var tags = Array.prototype.slice.call(waiting.content.children);
    // A few at a time, a task each, in their order: each starts a request, and a lesson's page names
    // 26 files. All in one task, that task took 32-40 ms on this machine as Lighthouse traces it, 130
    // ms at a phone's 4x slowdown (issue 26). The app's entry alone first: it takes 7-12 ms by itself.
    (function appendSome(count) {
      tags.splice(0, count).forEach(function (template) {
        // A new element, not the template's own node, which belongs to the template's inert document.
        var tag = document.createElement(template.localName);
        for (var j = 0; j < template.attributes.length; j++) {
          tag.setAttribute(template.attributes[j].name, template.attributes[j].value);
        }
        document.head.appendChild(tag);
      });
      if (tags.length) window.setTimeout(appendSome, 0, TAGS_PER_TASK);
    })(1);
  }
  // Chromium offers its install prompt once a page, maybe before the app has started: kept for the
  // app's invitation (pwa/src/install/install-invitation.tsx reads window.academyInstallPrompt).
  window.addEventListener('beforeinstallprompt', function (event) {
    event.preventDefault();
    window.academyInstallPrompt = event;
  });
  // Loaded is not yet on screen: the page's largest pictures (those the server preloads, and the
  // drawing's own) are decoded and painted in a frame after `load`, which the app's first task would
  // otherwise delay (by 100-500 ms on this machine).
  function startOnceDrawn() {
    var preloaded = document.querySelectorAll('link[rel=preload][as=image]');
    var pictures = Array.prototype.map
      .call(preloaded, function (link) {
        var picture = new Image();
        picture.src = link.href;
        return picture;
      })
      .concat(
        Array.prototype.filter.call(document.querySelectorAll('#first-screen img'), function (img) {
          // A lazy picture below the first screen is fetched only once scrolled near: its decode
          // would wait for good, and the app with it (until START_AT_MOST_MS).
          return img.loading !== 'lazy' || img.getBoundingClientRect().top < window.innerHeight;
        }),
      );
    var decoded = pictures.map(function (picture) {
      return picture.decode().catch(function () {});
    });
    Promise.all(decoded).then(function () {
      // The frame after next: the one that shows them has then been presented.
      window.requestAnimationFrame(function () {
        window.requestAnimationFrame(function () {
          window.setTimeout(start, 0);
        });
      });
    });
  }
  window.setTimeout(start, START_AT_MOST_MS);
  if (document.readyState === 'complete') startOnceDrawn();
  else window.addEventListener('load', startOnceDrawn, { once: true });
})();
