// First paint: names the start-up stage while PyScript and Pyodide load, before Python runs.
// Plain script (not a module) so it runs before the runtime starts downloading.
(() => {
  "use strict";
  const STAGES = ["download", "start", "load"];

  // The language, chosen as the app chooses it (tabletop/ui/autosave.py stored_language,
  // text.py from_browser): this device's switch, kept in localStorage, else the first of the
  // browser's languages the interface speaks, else English. Python's catalogue is not there
  // yet, so the few texts shown before Python runs are here, in English and French (the
  // tagline and the colophon as the catalogue says them, French spacing included).
  const SETTINGS_KEY = "settings"; // after the app's prefix (scope.js)
  const LANGUAGES = ["en", "fr"];
  function language() {
    try {
      const settings = JSON.parse(window.edStoredItem(SETTINGS_KEY) || "{}"); // scope.js
      if (settings && LANGUAGES.includes(settings.lang)) return settings.lang;
    } catch (error) {
      // unreadable or refused storage: the browser's languages decide
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
      load: "Loading the game…",
      resuming: "Starting…",
    },
    fr: {
      download: "Téléchargement du moteur d'exécution…",
      start: "Démarrage de Python…",
      load: "Chargement du jeu…",
      resuming: "Démarrage…",
      title: "Préparation du jeu",
      progress: "Progression du démarrage",
      tagline: "Explorez, colonisez, conquérez, produisez, commercez et recherchez.",
      // {games}: the games' credits, which build.py writes into the footer in each language
      colophon: [
        "{games} Édition numérique faite par des fans, moteur de règles ",
        ", Python ",
        " dans votre navigateur. Fonctionne hors ligne\u00a0; vos parties restent sur cet " +
          "appareil.",
      ],
    },
  };
  const LANG = language();
  const LABELS = TEXTS[LANG];
  document.documentElement.lang = LANG;
  document.documentElement.dataset.bootLang = LANG;
  document.documentElement.dataset.resumeLabel = LABELS.resuming; // for resume.js

  // The page's own texts, which index.html writes in English.
  function translate() {
    const texts = TEXTS[LANG];
    if (!texts.title) return;
    const set = (selector, text) => {
      const found = document.querySelector(selector);
      if (found) found.textContent = text;
    };
    set("#boot-title", texts.title);
    set(".masthead .tagline", texts.tagline);
    document.querySelectorAll("#boot [data-stage]").forEach((item) => {
      item.textContent = texts[item.dataset.stage].replace("…", "");
    });
    const bar = document.querySelector("#boot .bar");
    if (bar) bar.setAttribute("aria-label", texts.progress);
    // The colophon's words around the two versions (spans Python fills once it runs).
    const footer = document.querySelector(".colophon");
    if (footer) {
      const words = Array.from(footer.childNodes).filter((node) => node.nodeType === 3);
      const games = footer.getAttribute("data-games-" + LANG) || "";
      if (words.length === texts.colophon.length) {
        words.forEach((node, index) => {
          node.textContent = texts.colophon[index].replace("{games}", games);
        });
      }
    }
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", translate, { once: true });
  } else {
    translate();
  }

  const seen = [];
  let current = -1;

  function setStage(name) {
    const index = STAGES.indexOf(name);
    if (index <= current) return; // stages only move forward
    current = index;
    seen.push(name);
    document.documentElement.dataset.bootStages = seen.join(" ");
    const apply = () => {
      document.querySelectorAll("#boot [data-stage]").forEach((item) => {
        const at = STAGES.indexOf(item.dataset.stage);
        item.classList.toggle("done", at < index);
        item.classList.toggle("active", at === index);
      });
      const bar = document.querySelector("#boot .bar");
      if (bar) {
        bar.setAttribute("aria-valuenow", String(index + 1));
        bar.setAttribute("aria-valuetext", LABELS[name].replace("…", ""));
        bar.style.setProperty("--progress", String((index + 1) / STAGES.length));
      }
      const status = document.getElementById("boot-status");
      if (status) status.textContent = LABELS[name];
    };
    if (document.readyState === "loading") {
      document.addEventListener("DOMContentLoaded", apply, { once: true });
    } else {
      apply();
    }
  }

  setStage("download");
  // The app's worker (static/shell.js) says when its Python is up: no hook on this thread
  // sees that interpreter start.
  window.edBootStage = setStage;

  // The runtime is downloaded and compiled when Pyodide's WebAssembly module is instantiated;
  // Python's start-up then holds the main thread for seconds. Showing "Starting Python" needs
  // a paint in between, so the wrapper names the stage and yields one frame before going on.
  const instantiate = WebAssembly.instantiateStreaming;
  if (instantiate) {
    WebAssembly.instantiateStreaming = function (...args) {
      return instantiate.apply(this, args).then((result) => {
        setStage("start");
        return new Promise((resolve) => {
          const go = () => resolve(result);
          // A hidden tab never fires animation frames: the timeout keeps start-up moving.
          const timer = setTimeout(go, 100);
          requestAnimationFrame(() => setTimeout(() => { clearTimeout(timer); go(); }, 0));
        });
      });
    };
  }
  // PyScript reports its own steps; fetching our files means Python is up.
  addEventListener("py:progress", (event) => {
    if (event.detail === "Loading interpreter") setStage("download");
    if (event.detail === "Loading files") setStage("load");
  });
  addEventListener("py:ready", () => setStage("load"));

  // Offline support: register only once the game is ready, so precaching never slows start-up.
  // sw.js never comes from the HTTP cache, so a new deploy is seen at the next check.
  const workers = "serviceWorker" in navigator && window.isSecureContext;
  window.edRegisterServiceWorker = () => {
    if (!workers) return;
    // Offline, the check for a new version fails while the installed worker serves the page:
    // that is offline play working, so only a page no worker serves says it has no offline.
    navigator.serviceWorker
      .register("./sw.js", { updateViaCache: "none" })
      .then((registration) => registration.update()) // register() alone never looks again
      .catch((error) => {
        if (!navigator.serviceWorker.controller) {
          console.warn("Offline support is unavailable:", error);
        }
      });
  };

  // Issue 34: the app's Python runs in a worker (static/app_worker.py) and only JavaScript on
  // the page (static/shell.js). The page's own Python glue (static/main.py) runs where the
  // address asks for it (`?shell=page`), and where the worker failed to start (shell.js comes
  // back here with `?shell=page`). Where storage is refused (a third-party iframe), the worker
  // runs too: build.py puts the IndexedDB stand-in (idb-fallback.js) before the code of every
  // PyScript worker, and the shell tells the worker's app that storage is refused.
  const askedPage = new URLSearchParams(location.search).get("shell") === "page";
  const workerShell = !askedPage;
  document.documentElement.dataset.shell = workerShell ? "worker" : "page";
  // The app's zip (build.APP_ZIP), asked for once the whole page is parsed and a frame of it
  // painted (a first visit's Home included, resume.js): it downloads while the interpreter
  // boots, and PyScript's fetch (or the worker's, from the HTTP cache) takes it; asked for
  // from the head, it competed with the page's largest paint (issue 34).
  const APP_ZIP = "./pkg/tabletop.zip";
  let zipAsked = false;
  function preloadZip() {
    if (zipAsked) return;
    zipAsked = true;
    const link = document.createElement("link");
    link.rel = "preload";
    link.href = APP_ZIP;
    link.as = "fetch";
    link.crossOrigin = "anonymous";
    document.head.append(link);
  }
  document.addEventListener("DOMContentLoaded", () => {
    requestAnimationFrame(() => setTimeout(preloadZip, 0));
    setTimeout(preloadZip, 250); // a hidden tab never fires animation frames
  }, { once: true });

  // The page's glue imports the interpreter itself: its modules, preloaded (build.py leaves
  // them out of index.html's head, where the worker's page would load them for nothing;
  // build.INTERPRETER_PRELOADS names the same two).
  const INTERPRETER = ["./vendor/pyodide/pyodide.mjs", "./vendor/pyodide/pyodide.asm.mjs"];
  // The page's Python script becomes the worker's, and the shell comes in, before PyScript
  // starts: it reads its script elements once, when it starts.
  function chooseShell(core) {
    const script = document.querySelector('script[type="py"]');
    if (workerShell && script) {
      script.setAttribute("worker", "");
      script.setAttribute("src", "./static/app_worker.py");
      const shell = document.createElement("script");
      shell.src = "./static/shell.js";
      document.head.append(shell);
    } else {
      for (const href of INTERPRETER) {
        const link = document.createElement("link");
        link.rel = "modulepreload";
        link.href = href;
        document.head.append(link);
      }
    }
    document.head.append(core);
  }

  // PyScript is started from here, once it is settled which version this page runs: a new
  // version installed while an older one served this page is asked, at this start, to take
  // over (it agrees only if this is the app's only window) and the page reloads into it, so
  // the whole page comes from one version. Starting PyScript only after the answer keeps the
  // old page from loading the new version's chunks meanwhile (two PyScripts in one page).
  // How and why: build.py, service_worker().
  let started = false;
  function startPyScript() {
    if (started) return;
    started = true;
    const core = document.createElement("script");
    core.type = "module";
    core.src = "./vendor/pyscript/core.js";
    // As a module script in the page would: once the page is parsed (PyScript looks for its
    // <script type="py"> when it starts; an added module script runs as soon as it loads).
    if (document.readyState === "loading") {
      document.addEventListener("DOMContentLoaded", () => chooseShell(core));
    } else {
      chooseShell(core);
    }
  }
  if (workers && navigator.serviceWorker.controller) {
    navigator.serviceWorker.getRegistration().then((registration) => {
      if (!registration || !registration.waiting) return startPyScript();
      navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), {
        once: true,
      });
      navigator.serviceWorker.addEventListener("message", (event) => {
        if (event.data === "staying") startPyScript(); // another window of the app is open
      });
      navigator.serviceWorker.startMessages();
      registration.waiting.postMessage("take-over");
      setTimeout(startPyScript, 5000); // a worker that never answers must not stop the game
    }).catch(startPyScript);
  } else {
    startPyScript();
  }
})();
