/*
 * Claims portal embed script. On the host page:
 *
 *   <div id="portal"></div>
 *   <script src="https://portal.example/kunden/embed.js" data-target="#portal"
 *           data-token="TOKEN" data-path="/overview" data-theme='{"button":"#005a9c"}'></script>
 *
 * or call window.ClaimsPortal.embed({ target, token, path, theme }) yourself. The token comes from
 * `npm run embed:token -- --origin <this page's origin>`; the portal refuses to be framed without it.
 * The theme (SPEC §3 keys) is sent by postMessage once the portal has verified the token.
 */
/* global window, document, URL */
(function () {
  'use strict';
  var current = document.currentScript;
  var base = current ? current.src.replace(/\/embed\.js(\?.*)?$/, '') : '';

  function embed(options) {
    var target = typeof options.target === 'string' ? document.querySelector(options.target) : options.target;
    if (!target) throw new Error('ClaimsPortal.embed: target not found');
    var portal = new URL(options.base || base);
    var src = new URL(portal.pathname.replace(/\/$/, '') + (options.path || '/'), portal.origin);
    src.searchParams.set('embed_token', options.token);
    var frame = document.createElement('iframe');
    frame.src = src.href;
    frame.title = options.title || 'Claims portal';
    frame.style.width = '100%';
    frame.style.border = '0';
    frame.style.minHeight = (options.minHeight || 600) + 'px';
    window.addEventListener('message', function (event) {
      if (event.origin !== portal.origin || event.source !== frame.contentWindow) return;
      var data = event.data || {};
      if (data.type === 'portal:ready') {
        frame.contentWindow.postMessage({ type: 'portal:theme', theme: options.theme || {} }, portal.origin);
      } else if (data.type === 'portal:resize' && typeof data.height === 'number') {
        frame.style.height = Math.max(data.height, options.minHeight || 600) + 'px';
      }
    });
    target.appendChild(frame);
    return frame;
  }

  window.ClaimsPortal = { embed: embed };
  if (current && current.dataset.token && current.dataset.target) {
    var run = function () {
      embed({
        target: current.dataset.target,
        token: current.dataset.token,
        path: current.dataset.path,
        theme: current.dataset.theme ? JSON.parse(current.dataset.theme) : undefined,
      });
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run);
    else run();
  }
})();
