/**
 * GraphiQL's start-up script, served as a file (/graphiql/<version>/boot.js) because the CSP allows no inline
 * script. It runs before the GraphiQL bundle, reads the page's JSON config and renders once the bundle loaded.
 * A plain string: the browser runs it as it is (no build step, no helpers a bundler might inject).
 */
export const GRAPHIQL_BOOT_JS = `"use strict";
(function () {
  var config = JSON.parse(document.getElementById("graphiql-config").textContent);
  // Monaco's editor workers, as files from our origin (render-graphiql's own page makes blob: URLs of them).
  self.MonacoEnvironment = {
    globalAPI: false,
    getWorkerUrl: function (moduleId, label) { return config.workers[label]; },
  };
  // Queries run as the account signed in to the web app in this browser: its \`user\` cookie holds the session
  // token, sent as a bearer like the web app sends it. Without a session they run anonymously.
  function sessionToken() {
    var entry = document.cookie.split("; ").find(function (c) { return c.indexOf("user=") === 0; });
    if (!entry) return null;
    try {
      var token = JSON.parse(decodeURIComponent(entry.slice(5))).token;
      return typeof token === "string" && token ? token : null;
    } catch (e) {
      return null;
    }
  }
  var options = config.options;
  var token = sessionToken();
  if (token) options.additionalHeaders = { Authorization: "Bearer " + token };
  // The GraphiQL bundle is the next script; DOMContentLoaded fires after it ran.
  document.addEventListener("DOMContentLoaded", function () {
    YogaGraphiQL.renderYogaGraphiQL(document.getElementById("root"), options);
  });
})();
`;
