// IndexedDB where the browser refuses it: an in-memory stand-in, so that PyScript still starts.
//
// PyScript opens an IndexedDB store at every start (its package cache, which this app never
// fills). A browser refuses IndexedDB in a cross-site iframe when third-party storage is
// blocked (a private window, or a browser set to block third-party cookies), in a sandboxed
// frame, and in some private windows: the open fails, PyScript's handler then throws
// "InvalidStateError" and the page never starts. This wraps IDBFactory.open: when the real
// open throws or fails, the caller's handlers get an in-memory database instead, quietly. The
// app keeps nothing there, so nothing is lost. Plain script, run before PyScript's module.
(() => {
  "use strict";
  const databases = new Map(); // name -> Map of object stores (each a Map), for this page only

  function later(run) {
    setTimeout(run, 0);
  }

  // A request that succeeds with compute()'s value, as IDBRequest does, a task later.
  function request(compute, owner) {
    const made = { result: undefined, error: null, readyState: "pending", source: owner };
    made.onsuccess = null;
    made.onerror = null;
    later(() => {
      try {
        made.result = compute();
        made.readyState = "done";
        if (made.onsuccess) made.onsuccess({ type: "success", target: made });
      } catch (error) {
        made.error = error;
        made.readyState = "done";
        if (made.onerror) made.onerror({ type: "error", target: made });
      }
    });
    return made;
  }

  function objectStore(name, items) {
    const store = { name };
    const keys = () => Array.from(items.keys()).sort();
    Object.assign(store, {
      get: (key) => request(() => items.get(key), store),
      getKey: (key) => request(() => (items.has(key) ? key : undefined), store),
      getAll: () => request(() => keys().map((key) => items.get(key)), store),
      getAllKeys: () => request(keys, store),
      count: () => request(() => items.size, store),
      put: (value, key) => request(() => (items.set(key, value), key), store),
      add: (value, key) =>
        request(() => {
          if (items.has(key)) throw new DOMException("Key already exists", "ConstraintError");
          items.set(key, value);
          return key;
        }, store),
      delete: (key) => request(() => void items.delete(key), store),
      clear: () => request(() => void items.clear(), store),
    });
    return store;
  }

  function database(name) {
    if (!databases.has(name)) databases.set(name, new Map());
    const stores = databases.get(name);
    const names = () => Object.assign(Array.from(stores.keys()), { contains: (n) => stores.has(n) });
    const storeOf = (store) => {
      if (!stores.has(store)) stores.set(store, new Map());
      return objectStore(store, stores.get(store));
    };
    const db = {
      name,
      version: 1,
      onabort: null,
      onclose: null,
      onerror: null,
      onversionchange: null,
      get objectStoreNames() {
        return names();
      },
      createObjectStore: storeOf,
      deleteObjectStore: (store) => void stores.delete(store),
      transaction(scope, mode) {
        const transaction = { db, mode: mode || "readonly", oncomplete: null, onerror: null, onabort: null };
        transaction.objectStore = storeOf;
        transaction.commit = () => {};
        transaction.abort = () => {};
        // Completes after the requests made in the same task (they too run a task later).
        later(() => later(() => transaction.oncomplete && transaction.oncomplete({ target: transaction })));
        return transaction;
      },
      close() {},
    };
    return db;
  }

  // Opens name in memory and calls the handlers the caller set on `target` (the real request
  // or a stand-in): onupgradeneeded for a new database, then onsuccess.
  function openInMemory(name, target) {
    const fresh = !databases.has(name);
    const db = database(name);
    later(() => {
      if (fresh && target.onupgradeneeded) {
        const upgrade = db.transaction([], "versionchange");
        target.onupgradeneeded({ type: "upgradeneeded", target: { result: db, transaction: upgrade } });
      }
      if (target.onsuccess) target.onsuccess({ type: "success", target: { result: db } });
    });
  }

  let factory = null;
  try {
    factory = globalThis.indexedDB || null; // reading it may throw where storage is refused
  } catch (error) {
    factory = null;
  }
  const native = factory && typeof factory.open === "function" ? factory.open.bind(factory) : null;

  function open(name, version) {
    let real = null;
    try {
      if (native) real = version === undefined ? native(name) : native(name, version);
    } catch (error) {
      real = null; // refused at once (a sandboxed frame's opaque origin)
    }
    if (!real) {
      const standIn = { result: undefined, error: null, readyState: "pending" };
      standIn.onsuccess = standIn.onerror = standIn.onupgradeneeded = standIn.onblocked = null;
      openInMemory(String(name), standIn);
      return standIn;
    }
    // Refused later (third-party storage blocked): this listener runs before the caller's
    // onerror (added afterwards), which then never sees the failure.
    real.addEventListener("error", (event) => {
      event.stopImmediatePropagation();
      event.preventDefault();
      openInMemory(String(name), real);
    });
    return real;
  }

  const stand = { open, deleteDatabase: (name) => request(() => void databases.delete(String(name)), null), cmp: (a, b) => (a < b ? -1 : a > b ? 1 : 0) };
  try {
    if (factory) {
      factory.open = open; // an own property shadows IDBFactory.prototype.open
    } else {
      Object.defineProperty(globalThis, "indexedDB", { value: stand, configurable: true });
    }
  } catch (error) {
    // nothing more can be done: PyScript will meet the browser's own IndexedDB
  }
})();
