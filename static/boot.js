// First paint: names the start-up stage while PyScript and Pyodide load, before Python runs.
// Plain script (not a module) so it runs before the runtime starts downloading.
(() => {
  "use strict";
  const STAGES = ["download", "start", "load"];
  const LABELS = {
    download: "Downloading the runtime…",
    start: "Starting Python…",
    load: "Loading the game…",
  };
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
    navigator.serviceWorker
      .register("./sw.js", { updateViaCache: "none" })
      .then((registration) => registration.update()) // register() alone never looks again
      .catch((error) => console.warn("Offline support is unavailable:", error));
  };

  // A new version installed while an older one served this page: at this start, ask it to
  // take over (it agrees only if this is the app's only window) and reload into it, so the
  // whole page comes from one version. How and why: build.py, service_worker().
  if (workers && navigator.serviceWorker.controller) {
    navigator.serviceWorker.getRegistration().then((registration) => {
      if (!registration || !registration.waiting) return;
      navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), {
        once: true,
      });
      registration.waiting.postMessage("take-over");
    }).catch(() => {});
  }
})();
