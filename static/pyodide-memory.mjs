// A module worker that starts Pyodide once more, in snapshot mode, only to keep its memory for
// the next starts (static/pyodide-start.mjs restores it). Started by the app's worker once idle:
// never by the page, and never part of a download. Saving needs snapshot mode, which a Pyodide
// that runs the app cannot be in.
//
// The heap-size check (pyodide issue #6254): a restore copies the memory into a heap of the
// size the WebAssembly module declares, and fails if the memory is larger. So a memory is kept
// only if its heap (after the header whose length its second word gives) fits in that size,
// read from the module's memory section.
import { loadPyodide, version } from "../vendor/pyodide/pyodide.mjs";
import { CACHE, INDEX_URL, keyFor } from "./pyodide-start.mjs";

const PAGE = 65536;

function leb128(bytes, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
    if (!(byte & 0x80)) return [value, at];
  }
}

// The bytes of the heap the module starts with: its memory section's minimum, in pages.
function declaredHeap(wasm) {
  let at = 8; // past the magic number and the version
  while (at < wasm.length) {
    const id = wasm[at++];
    const [size, start] = leb128(wasm, at);
    if (id === 5) {
      const [, flagsAt] = leb128(wasm, start); // how many memories: one
      const [pages] = leb128(wasm, flagsAt + 1);
      return pages * PAGE;
    }
    at = start + size;
  }
  return 0; // an imported memory: not this build's; nothing is kept
}

try {
  const wasm = new Uint8Array(await (await fetch(new URL("pyodide.asm.wasm", INDEX_URL))).arrayBuffer());
  const pyodide = await loadPyodide({ indexURL: INDEX_URL, _makeSnapshot: true });
  const memory = pyodide.makeMemorySnapshot();
  const heap = declaredHeap(wasm);
  const saved = memory.length - new DataView(memory.buffer, memory.byteOffset).getUint32(4, true);
  if (saved > heap) {
    postMessage(`not kept: a heap of ${saved} bytes where the module starts with ${heap}`);
  } else {
    const cache = await caches.open(CACHE);
    for (const request of await cache.keys()) await cache.delete(request); // older versions
    await cache.put(keyFor(version), new Response(memory));
    postMessage("kept");
  }
} catch (error) {
  postMessage(`not kept: ${error}`);
}
