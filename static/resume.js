// Coming back: paint the picture of the screen left last time (kept by Python when the page
// was hidden, tabletop/ui/resume.py) the moment the page's body is parsed, seconds before
// Python is up. It is the screen the next start draws, so Python's first draw replaces it
// with the same thing, alive. Until then it is inert: nothing in it can be clicked or focused.
// A first visit (nothing of this copy stored, no link) gets Home so, as build.py drew it with
// the app in each language (`first-home-<lang>` templates), under the start-up panel, which
// floats at the foot of the screen until Python is up (app.css).
// Plain script at the end of <body>, not a module, so that it runs before anything loads.
(() => {
  "use strict";
  const KEY = "snapshot"; // after the app's prefix (scope.js)
  const VERSION = 1;
  const MAX_CHARS = 400000; // as resume.py
  // What a picture may not carry into the page, whoever wrote it: the policy (CSP) already
  // forbids inline scripts; these go too, with any on* attribute and script: address.
  const DROPPED = "script, iframe, object, embed, link, meta, style, base, form[action]";

  function read() {
    if (/(^#|&)(game|demo)=/.test(location.hash)) return null; // a link opens its replay
    let doc;
    try {
      const text = window.edStoredItem(KEY); // this copy's picture (scope.js)
      if (!text || text.length > MAX_CHARS) return null;
      doc = JSON.parse(text);
    } catch (error) {
      return null; // refused storage or a damaged picture: the boot panel shows as usual
    }
    const fits = doc && doc.v === VERSION && typeof doc.html === "string" &&
      typeof doc.screen === "string" && doc.lang === document.documentElement.lang;
    return fits ? doc : null;
  }

  function clean(fragment) {
    fragment.querySelectorAll(DROPPED).forEach((node) => node.remove());
    fragment.querySelectorAll("*").forEach((node) => {
      for (const attribute of Array.from(node.attributes)) {
        const name = attribute.name.toLowerCase();
        const value = attribute.value.trim().toLowerCase();
        if (name.startsWith("on") || value.startsWith("javascript:")) {
          node.removeAttribute(attribute.name);
        }
      }
    });
    return fragment;
  }

  function firstVisit() {
    if (location.hash.length > 1) return false; // a link opens what it names
    try {
      return !Object.keys(localStorage).some(window.edOwnKey); // scope.js
    } catch (error) {
      return true; // storage refused: nothing is kept, so every visit is a first one
    }
  }

  const screen = document.getElementById("screen");
  const boot = document.getElementById("boot");
  if (!screen || !boot) return;
  const doc = read();
  const first = doc ? null : firstVisit() &&
    document.getElementById(`first-home-${document.documentElement.lang}`);
  if (!doc && !first) return;
  if (doc) {
    const template = document.createElement("template"); // parsed inert: nothing runs or loads
    template.innerHTML = doc.html;
    screen.replaceChildren(clean(template.content));
  } else { // built by build.py from the app's own drawing: nothing to clean
    screen.replaceChildren(first.content.cloneNode(true));
  }
  screen.inert = true;
  screen.hidden = false;
  document.body.dataset.screen = doc ? doc.screen : "home";
  document.body.dataset.resuming = doc ? "1" : "first-visit";
  if (!doc) return; // a first visit keeps the start-up panel, floating over Home (app.css)
  boot.hidden = true;
  const note = document.createElement("p");
  note.id = "resume-note";
  note.className = "resume-note";
  note.setAttribute("role", "status");
  note.textContent = document.documentElement.dataset.resumeLabel || "Starting…";
  document.body.append(note);
  // The moment it shows: the frame after this one has been painted.
  requestAnimationFrame(() => setTimeout(() => {
    document.body.dataset.resumeMs = String(performance.now());
  }, 0));
})();
