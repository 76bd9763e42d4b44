// The rules demo's first paint (embed.html): names the demo and shows the start-up stages
// while PyScript and Pyodide load, before Python runs. Plain script, run before the runtime.
(() => {
  "use strict";
  const STAGES = ["download", "start", "load"];

  // The language, chosen as the app chooses it (as in boot.js): this device's switch, kept in
  // localStorage, else the first of the browser's languages the interface speaks, else
  // English. The texts shown before Python runs are here, in English and French.
  const SETTINGS_KEY = "settings"; // after the app's prefix (scope.js)
  const LANGUAGES = ["en", "fr"];
  function language() {
    try {
      const settings = JSON.parse(window.edStoredItem(SETTINGS_KEY) || "{}"); // scope.js
      if (settings && LANGUAGES.includes(settings.lang)) return settings.lang;
    } catch (error) {
      // unreadable or refused storage (an iframe's may be): the browser's languages decide
    }
    for (const tag of Array.from(navigator.languages || []).slice(0, 20)) {
      const primary = String(tag).split("-")[0].split("_")[0].trim().toLowerCase();
      if (LANGUAGES.includes(primary)) return primary;
    }
    return "en";
  }
  const TEXTS = {
    en: {
      download: "Downloading the runtime…",
      start: "Starting Python…",
      load: "Loading the demo…",
      failed: "This demo could not start here: the browser refused what it needs in this frame.",
      open: "Open it in a tab of its own",
    },
    fr: {
      download: "Téléchargement du moteur d'exécution…",
      start: "Démarrage de Python…",
      load: "Chargement de la démo…",
      failed:
        "Cette démo n'a pas pu démarrer ici\u00a0: le navigateur lui refuse ce dont elle a " +
        "besoin dans ce cadre.",
      open: "L'ouvrir dans un onglet",
      title: "Démo des règles",
      note: "Préparation de la démo",
      progress: "Progression du démarrage",
      page: "{site}\u00a0: démo des règles", // the site's name (scope.js)
    },
  };
  const LANG = language();
  const LABELS = TEXTS[LANG];
  document.documentElement.lang = LANG;
  document.documentElement.dataset.bootLang = LANG;
  let current = -1;

  // Runs apply once the page is parsed, in the order asked. Not by readyState alone: module
  // scripts run (or fail) after it says "interactive" but before DOMContentLoaded, and what
  // they cause must not be drawn before, then overwritten by, what was asked earlier.
  const waiting = [];
  let parsed = document.readyState !== "loading";
  if (!parsed) {
    document.addEventListener("DOMContentLoaded", () => {
      parsed = true;
      for (const apply of waiting.splice(0)) apply();
    }, { once: true });
  }
  function whenReady(apply) {
    if (parsed) apply();
    else waiting.push(apply);
  }

  function setStage(name) {
    const index = STAGES.indexOf(name);
    if (index <= current) return; // stages only move forward
    current = index;
    document.documentElement.dataset.bootStage = name;
    whenReady(() => {
      const bar = document.querySelector("#boot .bar");
      if (bar) {
        bar.setAttribute("aria-valuenow", String(index + 1));
        bar.setAttribute("aria-valuetext", LABELS[name].replace("…", ""));
        bar.style.setProperty("--progress", String((index + 1) / STAGES.length));
      }
      const status = document.getElementById("boot-status");
      if (status) status.textContent = LABELS[name];
    });
  }

  // The demo's title, as far as the address tells it without Python: a built-in's name
  // ("#demo=<game>/follow-dissent" -> "Follow dissent"), or a link's own title, read
  // from its compressed JSON when the browser can inflate it. Shown as text only.
  function showTitle(text) {
    whenReady(() => {
      const title = document.getElementById("boot-title");
      if (title && text) title.textContent = text.slice(0, 80);
    });
  }

  function titleFromAddress() {
    const match = /(?:^#|&)demo=([^&]{1,60000})/.exec(location.hash);
    if (!match) return;
    const value = match[1];
    const name = /^(?:[a-z0-9-]{1,40}\/)?([a-z0-9][a-z0-9-]{0,39})$/.exec(value);
    if (name && LANG !== "en") return; // a built-in's name is English words: Python says it
    if (name) {
      const words = name[1].replace(/-/g, " ");
      showTitle(words.charAt(0).toUpperCase() + words.slice(1));
      return;
    }
    const link = /^(?:v1\.|[a-z0-9-]{1,40}\.[0-9]{1,4}\.)([A-Za-z0-9_-]+)$/.exec(value);
    if (!link || typeof DecompressionStream !== "function") return;
    try {
      const base64 = link[1].replace(/-/g, "+").replace(/_/g, "/");
      const bytes = Uint8Array.from(atob(base64 + "===".slice((base64.length + 3) % 4)), (c) =>
        c.charCodeAt(0)
      );
      const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
      new Response(stream)
        .text()
        .then((text) => {
          const data = JSON.parse(text);
          if (data && typeof data.title === "string") showTitle(data.title);
        })
        .catch(() => {}); // Python names what is wrong with the link once it runs
    } catch (error) {
      // a damaged link: the same
    }
  }

  // The page's own texts, which embed.html writes in English (before any title is shown).
  whenReady(() => {
    const texts = TEXTS[LANG];
    if (!texts.title) return;
    document.title = texts.page.replace("{site}", window.edSiteName);
    const set = (selector, text) => {
      const found = document.querySelector(selector);
      if (found) found.textContent = text;
    };
    set("#boot-title", texts.title);
    set("#boot .boot-note", texts.note);
    const bar = document.querySelector("#boot .bar");
    if (bar) bar.setAttribute("aria-label", texts.progress);
  });

  setStage("download");
  titleFromAddress();

  // As in boot.js: name "Starting Python" once the runtime is compiled, with a paint between.
  const instantiate = WebAssembly.instantiateStreaming;
  if (instantiate) {
    WebAssembly.instantiateStreaming = function (...args) {
      return instantiate.apply(this, args).then((result) => {
        setStage("start");
        return new Promise((resolve) => {
          const go = () => resolve(result);
          const timer = setTimeout(go, 100); // a hidden frame never fires animation frames
          requestAnimationFrame(() => setTimeout(() => { clearTimeout(timer); go(); }, 0));
        });
      });
    };
  }
  addEventListener("py:progress", (event) => {
    if (event.detail === "Loading files") setStage("load");
  });
  addEventListener("py:ready", () => setStage("load"));

  // A sandboxed frame's page has an opaque origin ("null"), and a browser draws an SVG <use>
  // only from a file of the page's own origin: the sprite is put in the page, where the
  // icons point (embed.py). Our own file, fetched with CORS as everything is in such a frame.
  if (self.origin === "null") {
    fetch("./static/icons.svg")
      .then((response) => (response.ok ? response.text() : ""))
      .then((sprite) => whenReady(() => {
        const holder = document.createElement("div");
        holder.className = "inline-sprite";
        holder.setAttribute("aria-hidden", "true");
        holder.innerHTML = sprite;
        document.body.prepend(holder);
      }))
      .catch(() => {}); // icons missing, the demo still plays: their words are in the text
  }

  // If the runtime cannot start (its scripts refused in this frame, no WebAssembly, an error
  // before the demo is drawn), say so in a sentence with a way out, never a bar forever. A
  // start that stalls for two minutes is taken as failed too (a slow link moves on sooner).
  const STALL_MS = 120_000;
  let failed = false;
  function started() {
    return document.body && document.body.dataset.ready === "1";
  }
  function fail(reason) {
    if (failed || started()) return;
    failed = true;
    document.documentElement.dataset.bootFailed = reason;
    whenReady(() => {
      if (started()) return;
      for (const waiting of document.querySelectorAll("#boot .bar, #boot .boot-note")) {
        waiting.hidden = true; // nothing is being got ready any more
      }
      const status = document.getElementById("boot-status");
      if (!status) return;
      status.setAttribute("role", "alert");
      status.textContent = LABELS.failed + " ";
      const link = document.createElement("a");
      link.href = location.href;
      link.target = "_blank";
      link.rel = "noopener";
      link.textContent = LABELS.open;
      status.append(link);
    });
  }
  if (typeof WebAssembly !== "object") fail("webassembly");
  addEventListener(
    "error",
    (event) => {
      const target = event.target;
      if (target instanceof HTMLScriptElement) fail("script");
      else if (target instanceof HTMLLinkElement && target.rel === "modulepreload") fail("script");
      else if (event instanceof ErrorEvent) fail("error");
    },
    true // a script that fails to load fires its error on the element, seen while capturing
  );
  addEventListener("unhandledrejection", () => fail("error"));
  let stall = setTimeout(() => fail("stalled"), STALL_MS);
  const moved = () => {
    clearTimeout(stall);
    if (!started()) stall = setTimeout(() => fail("stalled"), STALL_MS);
  };
  addEventListener("py:progress", moved);
  addEventListener("py:ready", moved);
})();
