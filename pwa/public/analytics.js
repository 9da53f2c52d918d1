/*
 * Demo analytics, loaded only after a visitor accepts cookies (ANALYTICS_SCRIPT_URL points here by
 * default). It counts page views in this tab and sends nothing anywhere; replace the URL with a real
 * provider's script in production. When the visitor declines later, the app removes this <script>
 * element and the counter stops: it checks for its element before recording anything.
 */
/* global window, document, location, history */
(function () {
  var SCRIPT_ID = 'academy-analytics';
  var state = window.academyAnalytics;
  if (!state) {
    state = window.academyAnalytics = { pageViews: [] };
    var record = function () {
      if (!document.getElementById(SCRIPT_ID)) return;
      var path = location.pathname + location.search;
      var last = state.pageViews[state.pageViews.length - 1];
      if (last && last.path === path) return;
      state.pageViews.push({ path: path, at: new Date().toISOString() });
      if (state.pageViews.length > 100) state.pageViews.shift();
    };
    ['pushState', 'replaceState'].forEach(function (name) {
      var original = history[name];
      history[name] = function () {
        var result = original.apply(this, arguments);
        record();
        return result;
      };
    });
    window.addEventListener('popstate', record);
    state.record = record;
  }
  state.record();
})();
