// Pyodide, started from a picture of its memory once it has started once on this device.
//
// PyScript's `interpreter` setting names this module instead of pyodide.mjs: it exports the
// same `loadPyodide` and `version`. When Cache Storage holds the memory of a Pyodide of this
// version just after its start (saved by static/pyodide-memory.mjs, a worker the page starts
// in the background after a usual start), Pyodide restores it instead of starting Python
// again. The memory is Pyodide's only, taken before any of our Python or PyScript's ran; a
// memory that does not restore is dropped, and Pyodide starts the usual way. The page and the
// bots' worker share it.
import { loadPyodide as startPyodide, version } from "../vendor/pyodide/pyodide.mjs";

export { version };

export const CACHE = "pyodide-memory";
const INDEX_URL = new URL("../vendor/pyodide/", import.meta.url).href;
const SAVE_AFTER_MS = 4000; // after the page's start, so that saving never slows it
export const keyFor = (pyodideVersion) =>
  new URL(`./pyodide-memory-${pyodideVersion}.bin`, INDEX_URL).href;

async function savedMemory() {
  try {
    const cache = await caches.open(CACHE);
    const found = await cache.match(keyFor(version));
    return found ? { cache, memory: new Uint8Array(await found.arrayBuffer()) } : { cache };
  } catch (error) {
    return {}; // no Cache Storage (refused, private mode): the usual start
  }
}

function saveLater() {
  if (typeof document === "undefined" || typeof Worker === "undefined") return; // the page only
  setTimeout(() => {
    const worker = new Worker(new URL("./pyodide-memory.mjs", import.meta.url), { type: "module" });
    worker.onmessage = () => worker.terminate();
    worker.onerror = () => worker.terminate();
  }, SAVE_AFTER_MS);
}

function say(how) {
  if (typeof document !== "undefined") document.documentElement.dataset.pythonStart = how;
}

export async function loadPyodide(options = {}) {
  const { cache, memory } = await savedMemory();
  if (memory) {
    try {
      const restored = await startPyodide({ ...options, indexURL: INDEX_URL, _loadSnapshot: memory });
      say("memory");
      return restored;
    } catch (error) {
      console.warn("Pyodide's saved memory did not restore; starting afresh.", error);
      await cache.delete(keyFor(version)).catch(() => {});
    }
  }
  const pyodide = await startPyodide({ ...options, indexURL: INDEX_URL });
  say("fresh");
  if (cache) saveLater();
  return pyodide;
}
