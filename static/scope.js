// Where this copy of the app keeps its storage, for the scripts that read it before Python
// runs (boot.js, embed-boot.js, resume.js). Two copies served from one origin (two projects on
// GitHub Pages) share one localStorage, so each keeps its keys under its scope: the directory
// of the page's address, then "#", then the key. The same rule as tabletop/ui/namespace.py,
// which also moves the keys written before scoping into the scope at the app's first start;
// until then (this very start) a key the scope lacks is read from before scoping.
// Plain script, loaded before the scripts that call it.
(() => {
  "use strict";
  const SEPARATOR = "#";
  const MAX_SCOPE = 1000;
  // The prefix of every key the app keeps, and the site's name: tabletop/names.py's
  // STORAGE_PREFIX and SITE, which build.py writes in place of these placeholders.
  const PREFIX = "%STORAGE_PREFIX%";
  window.edSiteName = "%SITE%";

  function scope() {
    const path = String(location.pathname);
    if (!path.startsWith("/")) return "/";
    return path.slice(0, path.lastIndexOf("/") + 1).replace(/#/g, "%23").slice(0, MAX_SCOPE);
  }

  // Whether a key of the whole storage is this copy's, or from before scoping: the keys the
  // app's worker is given (static/shell.js, issue 34), which migrates the second kind.
  window.edOwnKey = (key) => key.startsWith(PREFIX) || key.startsWith(scope() + SEPARATOR);

  // This copy's text under one of the app's keys, named without the prefix ("settings"), else
  // the text from before scoping, else null. Throws where storage is refused, as localStorage
  // does.
  window.edStoredItem = (name) => {
    const key = PREFIX + name;
    const value = localStorage.getItem(scope() + SEPARATOR + key);
    return value === null ? localStorage.getItem(key) : value;
  };
})();
