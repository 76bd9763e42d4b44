// Pyodide, restored from a picture of its memory once this device has kept one (issue 34).
//
// PyScript's `interpreter` setting names this module instead of pyodide.mjs: it exports the
// same `loadPyodide` and `version`. Where Cache Storage holds the memory of a Pyodide of this
// version just after its start, Pyodide restores it instead of starting Python again (some
// 0.2 s against 2 s). The memory is Pyodide's alone, taken before PyScript or the app ran.
// Python's `random` is seeded afresh after a restore (the memory holds its state); the hash
// seed stays the one of the start the memory was taken from, on this device only. A memory
// that does not restore is dropped, and Pyodide starts the usual way.
//
// The memory is never part of a download: the app's worker, once idle after a usual start,
// calls `edKeepMemory` (static/app_worker.py), which starts static/pyodide-memory.mjs, a worker
// of its own that starts one more Pyodide in snapshot mode and keeps its memory.
import { loadPyodide as startPyodide, version } from "../vendor/pyodide/pyodide.mjs";

export { version };

export const INDEX_URL = new URL("../vendor/pyodide/", import.meta.url).href;
// One cache per copy of Pyodide: two sites of one origin keep their own.
export const CACHE = `pyodide-memory ${INDEX_URL}`;
export const keyFor = (pyodideVersion) =>
  new URL(`./pyodide-memory-${pyodideVersion}.bin`, INDEX_URL).href;

const RESEED = "import sys\nif 'random' in sys.modules: sys.modules['random'].seed()";

async function savedMemory() {
  try {
    const cache = await caches.open(CACHE);
    const found = await cache.match(keyFor(version));
    return found ? { cache, memory: new Uint8Array(await found.arrayBuffer()) } : { cache };
  } catch (error) {
    return {}; // no Cache Storage (refused in another site's frame, private mode): as usual
  }
}

// How this start went, for the page to show and the tests to read: "memory" or "fresh".
function say(how) {
  globalThis.edPythonStart = how;
  if (typeof document !== "undefined") document.documentElement.dataset.pythonStart = how;
}

// Keeps this Pyodide's memory for the next starts, from a worker of its own; resolves to what
// that worker said ("kept", or why not).
function keepMemory() {
  return new Promise((resolve) => {
    const saver = new Worker(new URL("./pyodide-memory.mjs", import.meta.url), { type: "module" });
    const done = (said) => {
      saver.terminate();
      resolve(said);
    };
    saver.onmessage = (event) => done(String(event.data));
    saver.onerror = (event) => done(`not kept: ${event.message || "the worker failed"}`);
  });
}

export async function loadPyodide(options = {}) {
  const { cache, memory } = await savedMemory();
  if (memory) {
    try {
      const restored = await startPyodide({ ...options, indexURL: INDEX_URL, _loadSnapshot: memory });
      restored.runPython(RESEED);
      say("memory");
      return restored;
    } catch (error) {
      console.warn("Pyodide's saved memory did not restore; starting afresh.", error);
      await cache.delete(keyFor(version)).catch(() => {});
    }
  }
  const pyodide = await startPyodide({ ...options, indexURL: INDEX_URL });
  say("fresh");
  if (cache && typeof Worker !== "undefined") globalThis.edKeepMemory = keepMemory;
  return pyodide;
}
