// A module worker that starts Pyodide once more, in the background, only to save its memory
// for the next starts (static/pyodide-start.mjs reads it). Saving needs Pyodide's snapshot
// mode, which the page's own Pyodide cannot run in (it then refuses some calls to the page).
import { loadPyodide, version } from "../vendor/pyodide/pyodide.mjs";
import { CACHE, keyFor } from "./pyodide-start.mjs";

const indexURL = new URL("../vendor/pyodide/", import.meta.url).href;
try {
  const pyodide = await loadPyodide({ indexURL, _makeSnapshot: true });
  const memory = pyodide.makeMemorySnapshot();
  const cache = await caches.open(CACHE);
  for (const request of await cache.keys()) await cache.delete(request); // older versions
  await cache.put(keyFor(version), new Response(memory));
  postMessage("kept");
} catch (error) {
  postMessage(`not kept: ${error}`);
}
