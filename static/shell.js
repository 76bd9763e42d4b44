// The page's shell when the app's Python runs in a worker (issue 34), as boot.js chooses by
// default (static/main.py, the page's own Python glue, is the fallback). The main thread runs
// no Python: it forwards the person's events to the worker (static/app_worker.py,
// tabletop/ui/host.py) as commands, receives each drawing and patches it in with morph.js,
// and keeps what only a page can keep: the focus, announcements, the folds and scrolling,
// localStorage (the worker works on a copy and sends back each write), downloads and the
// clipboard. What it does after a drawing is what main.py's `draw` does, in the same order.
// Messages are JSON text both ways.
// Plain script, added by boot.js before PyScript starts.
(() => {
  "use strict";
  if (document.documentElement.dataset.shell !== "worker") return;

  // The one text this shell shows itself: the worker gone after the app was drawn.
  const TEXTS = {
    en: { stopped: "The game stopped. Reload the page: your game is kept." },
    fr: { stopped: "Le jeu s'est arrêté. Rechargez la page\u00a0: votre partie est conservée." },
  };
  const FIELDS = ["slot", "mode", "game", "lang", "step", "repeat", "times", "demo"];

  const page = {
    worker: null, // PyScript's worker (the script element's `xworker`)
    keys: {}, // the table's keyboard: KeyboardEvent.key to what it does (tabletop/ui/keys.py)
    maxFileBytes: 0, // the largest save file read for an import (saves.MAX_FILE_BYTES)
    shown: "", // the screen drawn last: a new one starts at the top of the page
    lang: "",
    announced: "",
    logOpen: false, // the log drawer as the player left it on a narrow screen
    folds: new Map(), // the table's parts a phone folds, as the player left them
    decision: "", // the person's decision last shown: a new one brings its target into view
    drawing: false,
    panelFolded: false,
    pick: "", // a table object tapped: its choices are marked once the panel is drawn unfolded
    unkept: null, // a drawing morph.js could not patch in, waiting for the whole one
    unpainted: null, // a new screen drawn, its first frame not yet shown: its focus to take
    leave: null, // what to write if the page goes now (tabletop/ui/host.py, leave_plan)
    copied: null, // a copy asked for: [result, field] shown after the next drawing
    // A form's fields the person typed in or chose since the form was last sent, by id: a
    // drawing answering an earlier message (a seat's kind changed, the pause) knows only the
    // values sent with it, and would put back older ones (a name typed meanwhile). Once the
    // form is sent, the worker has them: what it draws from then on is the form's value (a
    // script's or an autofill's too, which no input event announced).
    typed: new Map(),
    ready: false,
    sent: 0, // the messages sent to the worker
  };
  const screen = () => document.getElementById("screen");

  // Each message is numbered, and each drawing says the last one the worker took: until the
  // answer to the person's last message is drawn, the body says so (data-waiting), which the
  // browser tests wait on where the page's glue drew at once.
  function send(message) {
    if (!page.worker) return;
    page.sent += 1;
    if (message.kind !== "storage" && message.kind !== "search") {
      document.body.dataset.waiting = "1";
    }
    page.worker.postMessage(JSON.stringify({ ...message, seq: page.sent }));
  }

  // --- storage: this copy's keys go to the worker, its writes come back ------------------

  function storedItems() {
    const items = {};
    try {
      for (let index = 0; index < localStorage.length; index++) {
        const key = localStorage.key(index);
        if (key !== null && window.edOwnKey(key)) items[key] = localStorage.getItem(key);
      }
      return { items, available: true };
    } catch (error) {
      return { items: {}, available: false }; // refused (a third-party iframe): memory alone
    }
  }

  // The worker's writes, in order. A write the storage refuses (full) is told back with what
  // the storage keeps for that key: the worker's copy takes it back and plays on in memory.
  function applyWrites(writes) {
    const refused = {};
    for (const [key, value] of writes || []) {
      try {
        if (value === null) localStorage.removeItem(key);
        else localStorage.setItem(key, value);
      } catch (error) {
        console.warn("Not kept in this browser's storage:", key, error);
        refused[key] = kept(key);
      }
    }
    if (Object.keys(refused).length) send({ kind: "refused", items: refused });
  }

  function kept(key) {
    try {
      return localStorage.getItem(key);
    } catch (error) {
      return null;
    }
  }

  function start() {
    const { items, available } = storedItems();
    const games = {};
    const footer = document.querySelector(".colophon");
    for (const attribute of footer ? Array.from(footer.attributes) : []) {
      if (attribute.name.startsWith("data-games-")) games[attribute.name.slice(11)] = attribute.value;
    }
    send({
      kind: "start",
      items,
      available,
      pathname: location.pathname,
      hash: location.hash,
      languages: Array.from(navigator.languages || []).slice(0, 20).map(String),
      games,
    });
  }

  // --- drawing -------------------------------------------------------------------------

  const wide = () => matchMedia("(min-width: 1100px)").matches;
  const phone = () => matchMedia("(max-width: 40rem)").matches;
  const pageAddress = () => location.origin + location.pathname;

  function draw(message) {
    const started = performance.now();
    applyWrites(message.writes);
    if (message.answered >= page.sent) delete document.body.dataset.waiting;
    const target = screen();
    const focused = document.activeElement;
    let focusKey = null;
    let focusId = "";
    if (focused && focused !== document.body) {
      focusKey = focused.getAttribute("data-action") || focused.getAttribute("data-command") || null;
      focusId = focused.id;
    }
    const log = document.getElementById("log");
    if (log && !wide()) page.logOpen = log.open;
    if (message.lang) frame(message);
    if (page.unkept) { // the drawing before this one could not be patched in: its part waits
      message.effects = [...page.unkept.effects, ...(message.effects || [])];
      message.announcement = message.announcement || page.unkept.announcement;
      page.unkept = null;
    }
    page.drawing = true;
    try {
      // A new screen takes the focused node away: it lets go of the focus first, while the page
      // is laid out (a focused node removed mid-patch made the page lay itself out there and
      // then: the game's first table took 80 ms so); restoreFocus finds its like again.
      if (message.screen !== page.shown && focused && target.contains(focused)) focused.blur();
      // A region sent as a placeholder that the page changed meanwhile: morph.js says so,
      // and the worker is asked for the whole drawing; what this one had to do waits for it.
      // Until a new screen's first frame, the page has not laid it out: nothing measures it.
      if (!window.edMorph(target, message.html, !page.unpainted)) {
        page.unkept = message;
        send({ kind: "whole" });
        return;
      }
      if (focused && focusKey === null && !focusId && target.contains(focused)) focused.blur();
      document.body.dataset.screen = message.screen;
      page.panelFolded = Boolean(message.panelFolded);
      page.leave = message.leave;
      const newScreen = message.screen !== page.shown;
      if (newScreen) page.typed.clear();
      for (const [id, value] of page.typed) {
        const field = document.getElementById(id);
        if (field && field.value !== value) field.value = value;
      }
      arrange(newScreen);
      page.shown = message.screen;
      const share = document.getElementById("share-link");
      if (share) share.value = pageAddress() + share.value;
      if (!["replay", "link-error"].includes(message.screen) && location.hash.startsWith("#game=")) {
        history.replaceState(null, "", pageAddress()); // a reload must not bring the replay back
      }
      const folder = pageAddress().replace(/[^/]*$/, "");
      for (const box of target.querySelectorAll(".demo-item textarea, textarea.snippet")) {
        box.value = box.value.replaceAll('src="./', `src="${folder}`);
      }
      if (newScreen) {
        focusOnceShown(focusKey, focusId);
      } else if (!page.unpainted) {
        restoreFocus(focusKey, focusId, true);
        if (idleAtTable()) restoreFocus(null, "prompt", false);
        revealDecision();
      }
      if (message.announcement && message.announcement !== page.announced) {
        document.getElementById("live").textContent = message.announcement;
        page.announced = message.announcement;
      }
      runEffects(message.effects || []);
      afterDraw();
      if (message.lastThinkMs !== undefined) { // a bot's answer shown (as main.py marks it)
        document.body.dataset.lastThinkMs = String(message.lastThinkMs);
        document.body.dataset.botShownMs = String(onPageClock(message.shownAt));
      }
    } finally {
      page.drawing = false;
      performance.measure("draw", { start: started }); // what the browser tests count
    }
    if (!page.ready) showReady();
  }

  // The frame around the screen, in the language chosen.
  function frame(message) {
    document.documentElement.lang = message.lang;
    const tagline = document.querySelector(".masthead .tagline");
    if (tagline) tagline.textContent = message.tagline;
    const footer = document.querySelector(".colophon");
    if (footer) footer.innerHTML = message.colophon; // built with markup.el, as main.py's
    page.lang = message.lang;
  }

  function showReady() {
    page.ready = true;
    document.getElementById("boot").hidden = true;
    const target = screen();
    target.hidden = false;
    target.inert = false;
    const note = document.getElementById("resume-note");
    if (note) note.remove();
    document.body.removeAttribute("data-resuming");
    document.body.dataset.worker = "ready"; // the bots think in the app's worker
    document.body.dataset.readyMs = String(performance.now());
    document.body.dataset.ready = "1";
    window.edRegisterServiceWorker();
  }

  // As main.py's `arrange`: a new screen starts at the top; the log drawer is open beside a
  // wide table and as the player left it on a phone; a phone folds the table's folding parts
  // but those holding a target of the choices, or as the player left them; room is left for
  // the phone's fixed action bar.
  function arrange(newScreen) {
    if (newScreen) scrollTo(0, 0);
    window.edMorph.settle();
    const log = document.getElementById("log");
    if (log) log.open = wide() || page.logOpen;
    const small = phone();
    for (const part of screen().querySelectorAll("details.fold")) {
      const key = part.getAttribute("data-fold");
      const targeted = Boolean(part.querySelector("[data-pick],[data-pick-group]"));
      const kept = page.folds.get(key);
      if (small) part.open = kept === undefined ? targeted : kept;
      else part.open = part.classList.contains("titled") ? kept === undefined || kept : true;
    }
    // demo-focus.js: a Rules demo's step subject, once the folds are set (it opens the part
    // that holds it); its marks are made again after each drawing, so forgiven too.
    window.edDemoFocus();
    window.edMorph.forgive();
    const prompt = document.getElementById("prompt");
    const root = document.documentElement.style;
    // The action bar is fixed on a phone's table (static/app.css): known without asking for
    // the prompt's computed style, which would recalculate the page's style at every draw.
    if (prompt && small && document.body.dataset.screen === "table") {
      root.setProperty("--action-bar", `${Math.trunc(prompt.offsetHeight)}px`);
    } else {
      root.removeProperty("--action-bar");
    }
  }

  function uncovered(element) {
    const box = element.getBoundingClientRect();
    const prompt = document.getElementById("prompt");
    const foot = prompt ? prompt.getBoundingClientRect().top : innerHeight;
    return box.height > 0 && box.bottom > 0 && box.top < foot;
  }

  function targetOf(choice) {
    const action = choice.getAttribute("data-action");
    const subject = choice.getAttribute("data-subject");
    for (const found of screen().querySelectorAll("[data-pick],[data-pick-group]")) {
      if (found.closest("#prompt")) continue;
      if (found.getAttribute("data-pick") === action ||
        (subject && found.getAttribute("data-pick-group") === subject)) return found;
    }
    return null;
  }

  function bringIntoView(target) {
    if (target && phone() && !uncovered(target)) target.scrollIntoView({ block: "nearest" });
  }

  function revealDecision() {
    const choices = Array.from(screen().querySelectorAll("#prompt.yours [data-action]"));
    const title = document.getElementById("prompt-title");
    const key = (title ? title.textContent : "") +
      choices.map((c) => c.getAttribute("data-action")).join("|");
    if (key === page.decision) return;
    page.decision = key;
    const targets = choices.map(targetOf).filter(Boolean);
    if (!targets.length || targets.some(uncovered)) return;
    const preferred = screen().querySelector("#prompt [data-preferred]");
    bringIntoView((preferred && targetOf(preferred)) || targets[0]);
  }

  function idleAtTable() {
    const focused = document.activeElement;
    return page.shown === "table" && (!focused || focused === document.body);
  }

  // A new screen's focus is taken once the screen has been shown: it is laid out for the first
  // time at its first frame (the first table some 40 ms, with fonts it is the first to use),
  // and a focus taken in the drawing's own task made that task lay it out there and then. The
  // drawings that come before that frame (bots with no pause) take no focus either.
  function focusOnceShown(focusKey, focusId) {
    const pending = page.unpainted;
    page.unpainted = { focusKey, focusId }; // the last new screen's, if two came in one frame
    if (pending) return;
    requestAnimationFrame(() => setTimeout(() => {
      const { focusKey: key, focusId: id } = page.unpainted;
      page.unpainted = null;
      const focused = document.activeElement;
      if (focused && focused !== document.body) return;
      restoreFocus(key, id, true);
      if (idleAtTable()) restoreFocus(null, "prompt", false);
    }, 0));
  }

  function restoreFocus(focusKey, focusId, scroll) {
    const target = screen();
    let found = null;
    if (focusId && focusId !== "prompt") found = document.getElementById(focusId);
    if (!found && focusKey) {
      for (const element of target.querySelectorAll("[data-action],[data-command]")) {
        const key = element.getAttribute("data-action") || element.getAttribute("data-command");
        if (key === focusKey) { found = element; break; }
      }
    }
    if (!found && (focusKey !== null || focusId === "prompt")) {
      found = target.querySelector("#prompt [data-preferred]") ||
        target.querySelector("#prompt [data-action]") || target.querySelector("#prompt") ||
        target.querySelector(".panel button, .panel input, .panel select");
    }
    if (found) found.focus({ preventScroll: !scroll });
  }

  function runEffects(effects) {
    for (const [kind, name, text] of effects) {
      if (kind === "download") {
        const type = name.endsWith(".csv") ? "text/csv" : "application/json";
        const url = URL.createObjectURL(new Blob([text], { type }));
        const link = document.createElement("a");
        link.href = url;
        link.download = name;
        link.click();
        URL.revokeObjectURL(url);
      } else if (kind === "copy") {
        copyText(text.startsWith("#") ? pageAddress() + text : text, name);
      } else if (kind === "focus") { // selectors separated by "|", the first found wins
        for (const selector of name.split("|")) {
          const found = screen().querySelector(selector);
          if (found) { found.focus(); break; }
        }
      }
    }
  }

  // The clipboard may be refused: the app says so, and the text is selected to copy by hand.
  async function copyText(text, box) {
    let refused = false;
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      refused = true;
    }
    page.copied = [refused, box];
    send({ kind: "command", name: refused ? "copy-refused" : "copied", fields: { target: box } });
  }

  function afterDraw() {
    if (page.pick) {
      markChoices(page.pick);
      page.pick = "";
    }
    if (page.copied) {
      const [refused, box] = page.copied;
      page.copied = null;
      document.body.dataset.copied = refused ? "refused" : "done";
      const field = refused && box ? screen().querySelector(box) : null;
      if (field) { field.focus(); field.select(); }
    }
  }

  // A table object with several choices was tapped: its buttons in the prompt are marked
  // (the others dimmed) and the first one takes the focus.
  function markChoices(subject) {
    let first = null;
    for (const button of screen().querySelectorAll("#prompt [data-action]")) {
      const chosen = button.getAttribute("data-subject") === subject;
      button.classList.toggle("picked", chosen);
      button.classList.toggle("unpicked", !chosen);
      if (chosen && !first) first = button;
    }
    if (first) {
      first.focus();
      first.scrollIntoView({ block: "nearest" });
    }
  }

  // --- events to commands ----------------------------------------------------------------

  function formFields(form) {
    const fields = {};
    for (const element of form.elements) {
      if (!element.name) continue;
      if (element.type === "checkbox") {
        if (element.checked) fields[element.name] = "on";
      } else {
        fields[element.name] = String(element.value);
      }
    }
    return fields;
  }

  function onClick(event) {
    const fold = event.target.closest("details.fold > summary");
    if (fold) { // about to open or close: kept so through the next drawings
      const part = fold.parentElement;
      page.folds.set(part.getAttribute("data-fold"), !part.open);
      return;
    }
    const target = event.target.closest("[data-action],[data-command],[data-pick],[data-pick-group]");
    if (!target || target.tagName === "FORM" || target.tagName === "SELECT") return;
    const group = target.getAttribute("data-pick-group");
    if (group) {
      if (page.panelFolded) { // its choices are in the panel: unfolded to show them
        page.pick = group;
        send({ kind: "command", name: "fold-panel", fields: {} });
      } else {
        markChoices(group);
      }
      return;
    }
    const action = target.getAttribute("data-action") || target.getAttribute("data-pick");
    if (action) {
      send({ kind: "act", action });
      return;
    }
    if (target.type === "submit") return;
    const command = target.getAttribute("data-command");
    if (command === "import-go") {
      importSave();
      return;
    }
    const fields = {};
    for (const name of FIELDS) {
      const value = target.getAttribute(`data-${name}`);
      if (value) fields[name] = value;
    }
    send({ kind: "command", name: command, fields });
  }

  function onSubmit(event) {
    const form = event.target;
    event.preventDefault();
    const command = form.getAttribute("data-command");
    if (command) sendForm(command, form);
  }

  // A form's fields go to the worker: those typed so far need no keeping any more.
  function sendForm(command, form) {
    for (const field of form.elements) page.typed.delete(field.id);
    send({ kind: "command", name: command, fields: formFields(form) });
  }

  // What the person typed or chose in a form: kept through drawings until the form is sent
  // or another screen comes.
  function noteTyped(target) {
    if (target.form && target.id && target.type !== "checkbox" && target.type !== "file") {
      page.typed.set(target.id, String(target.value));
    }
  }

  function onChange(event) {
    const target = event.target;
    noteTyped(target);
    const command = target.getAttribute("data-command");
    if (command === "players" || command === "lab-form") {
      sendForm(command, target.form);
    } else if (["pause", "replay-seat", "replay-round"].includes(command)) {
      send({ kind: "command", name: command, fields: { value: String(target.value) } });
    }
  }

  // The card gallery's search box: the worker says which items the query shows.
  function onInput(event) {
    noteTyped(event.target);
    if (event.target.id !== "rules-search") return;
    const items = Array.from(screen().querySelectorAll(".gallery-item"));
    send({ kind: "search", query: event.target.value,
      items: items.map((item) => item.getAttribute("data-search") || "") });
  }

  function searched(message) {
    const box = document.getElementById("rules-search");
    if (!box || box.value !== message.query) return; // typed on since: its answer comes
    const items = screen().querySelectorAll(".gallery-item");
    if (items.length !== message.shown.length) return;
    items.forEach((item, index) => { item.hidden = !message.shown[index]; });
    const status = document.getElementById("gallery-status");
    if (status) status.textContent = message.status;
  }

  function onChoiceShown(event) {
    const target = event.target;
    const choice = target.closest ? target.closest("#prompt [data-action]") : null;
    if (choice && !page.drawing) bringIntoView(targetOf(choice));
  }

  async function importSave() {
    const chooser = document.getElementById("import-file");
    let text = "";
    if (chooser && chooser.files.length) {
      const file = chooser.files[0];
      if (file.size > page.maxFileBytes) { // refused unread, by its real size
        send({ kind: "command", name: "import-go", fields: { file_bytes: String(file.size) } });
        return;
      }
      text = await file.text();
    }
    if (!text.trim()) {
      const pasted = document.getElementById("import-text");
      text = pasted ? pasted.value : "";
    }
    send({ kind: "command", name: "import-go", fields: { text } });
  }

  // Another tab changed localStorage: this copy's keys go to the worker's mirror.
  function onStorage(event) {
    if (event.storageArea !== localStorage) return;
    if (event.key === null) {
      send({ kind: "storage", key: null, items: storedItems().items });
    } else if (window.edOwnKey(event.key)) {
      send({ kind: "storage", key: event.key, value: event.newValue });
    }
  }

  // The prompt's choices in sight: those folded in a closed disclosure cannot take the focus.
  function promptChoices() {
    return Array.from(screen().querySelectorAll("#prompt .actions [data-action]"))
      .filter((choice) => !choice.closest("details:not([open])"));
  }

  function step(index, count, move) { // as tabletop/ui/keys.py's: wrapping round
    if (move === "first") return 0;
    if (move === "last") return count - 1;
    if (move === "next") return (index + 1) % count;
    if (move === "previous") return (index - 1 + count) % count;
    return index;
  }

  // As main.py's `on_key`: the arrows move among the prompt's choices while the focus is in
  // the prompt (or nowhere yet), U undoes, L opens the log, ? shows the list of keys, Escape
  // closes it. Keys typed into a field, or with a modifier, are left alone.
  function onKey(event) {
    if (page.shown !== "table" || event.ctrlKey || event.metaKey || event.altKey) return;
    const move = Object.hasOwn(page.keys, event.key) ? page.keys[event.key] : null;
    const focused = document.activeElement;
    if (!move || (focused && focused.closest("input, textarea, select"))) return;
    const idle = !focused || focused === document.body;
    const preferred = () => screen().querySelector("#prompt [data-preferred]");
    if (["next", "previous", "first", "last"].includes(move)) {
      const inPrompt = focused && focused.closest("#prompt");
      const sideways = event.key === "ArrowLeft" || event.key === "ArrowRight";
      if (!inPrompt && !(idle && sideways)) return; // the arrows scroll the page as usual
      const choices = promptChoices();
      if (!choices.length) return;
      const index = choices.indexOf(focused);
      event.preventDefault();
      if (index < 0 && (move === "next" || move === "previous")) {
        (preferred() || choices[0]).focus();
      } else {
        choices[step(index, choices.length, move)].focus();
      }
    } else if (move === "undo") {
      const button = screen().querySelector("[data-command=undo]");
      if (button) {
        event.preventDefault();
        button.click();
      }
    } else if (move === "log") {
      const log = document.getElementById("log");
      if (log && !wide()) {
        log.open = !log.open;
        page.logOpen = log.open;
      }
    } else if (move === "keys") {
      const shortcuts = document.getElementById("shortcuts");
      if (shortcuts) {
        shortcuts.open = !shortcuts.open;
        if (shortcuts.open) shortcuts.querySelector("summary").focus();
      }
    } else if (move === "close") {
      const shortcuts = document.getElementById("shortcuts");
      if (shortcuts && shortcuts.open) {
        shortcuts.open = false;
        const choices = promptChoices();
        if (choices.length) (preferred() || choices[0]).focus();
      }
    }
  }

  function onLeave(event) { // hidden or closed (a phone may never say "closed")
    if (event.type === "visibilitychange" && document.visibilityState !== "hidden") return;
    if (!page.ready || !page.leave) return;
    // The worker cannot answer a page that is closing: its plan, sent with the last drawing,
    // is written here, with the screen's HTML put in (tabletop/ui/host.py, leave_plan).
    const html = screen().innerHTML;
    const { writes, mark, max } = page.leave;
    applyWrites(writes.map(([key, value]) => {
      if (value === null || !value.includes(mark)) return [key, value];
      return [key, html.length > max ? null : value.replace(mark, () => JSON.stringify(html))];
    }));
    send({ kind: "leave", html });
  }

  // A worker that fails before the app is up: the page starts again with its own Python glue
  // (`?shell=page`, boot.js), the address's fragment (a shared link) kept. Once it has
  // drawn, the person's game is in localStorage: the page says so, and a reload goes on.
  function failed(cause) {
    console.error("The app's worker failed:", cause);
    document.body.dataset.worker = "failed";
    if (!page.ready) {
      const again = new URL(location.href);
      again.searchParams.set("shell", "page");
      location.replace(again.href);
      return;
    }
    const said = document.createElement("p"); // no drawing comes any more: the page says it
    said.className = "error";
    said.setAttribute("role", "alert");
    said.textContent = (TEXTS[page.lang] || TEXTS.en).stopped;
    screen().prepend(said);
  }

  // The worker's bot schedule marks its times on the wall clock (host.epoch_ms), here put on
  // the page's performance clock: the marks are the schedule's, not when a busy page read
  // the message.
  const onPageClock = (epochMs) => Math.trunc(epochMs - performance.timeOrigin);

  function receive(event) {
    if (typeof event.data !== "string") return; // PyScript's own messages
    let message;
    try {
      message = JSON.parse(event.data);
    } catch (error) {
      return;
    }
    if (message.kind === "ready") {
      page.maxFileBytes = message.maxFileBytes;
      page.keys = message.keys || {};
      if (message.start) document.documentElement.dataset.pythonStart = message.start;
      window.edBootStage("load"); // Python is up in the worker: the game is loading
      start();
    } else if (message.kind === "draw") {
      draw(message);
    } else if (message.kind === "bot-asked") {
      document.body.dataset.botAskedMs = String(onPageClock(message.askedAt));
      document.body.dataset.botBeatMs = String(message.beatMs);
    } else if (message.kind === "search") {
      searched(message);
    } else if (message.kind === "memory") { // Pyodide's memory kept, or why not
      document.documentElement.dataset.pythonMemory = message.said;
    }
  }

  function listen() {
    const target = screen();
    target.addEventListener("click", onClick);
    target.addEventListener("submit", onSubmit);
    target.addEventListener("change", onChange);
    target.addEventListener("input", onInput);
    target.addEventListener("focusin", onChoiceShown);
    target.addEventListener("mouseover", onChoiceShown);
    document.addEventListener("keydown", onKey);
    addEventListener("storage", onStorage);
    addEventListener("hashchange", () => send({ kind: "hash", hash: location.hash }));
    for (const query of ["(min-width: 1100px)", "(max-width: 40rem)"]) {
      matchMedia(query).addEventListener("change", () => arrange(false));
    }
    addEventListener("pagehide", onLeave);
    document.addEventListener("visibilitychange", onLeave);
  }

  // A worker that cannot start says nothing: its interpreter's download failing, or its
  // script's, rejects inside PyScript without an error event (tried: the page stayed at
  // "Downloading the runtime"). One that has not drawn the app after START_LIMIT_MS of the
  // page in view is taken as failed. WebKit's workers were the slowest measured: about 19 s.
  const START_LIMIT_MS = 60000;
  let waited = 0;
  function watchStart() {
    const STEP_MS = 1000;
    const tick = () => {
      if (page.ready) return;
      if (document.visibilityState === "visible") waited += STEP_MS;
      if (waited >= START_LIMIT_MS) failed(`no answer from the worker in ${waited} ms`);
      else setTimeout(tick, STEP_MS);
    };
    setTimeout(tick, STEP_MS);
  }

  // PyScript puts the worker on its script element (`xworker`) as soon as it handles it,
  // seconds before the worker's Python is up and says "ready".
  function connect() {
    const script = document.querySelector('script[type="py"][worker]');
    const worker = script && script.xworker;
    if (!worker) {
      setTimeout(connect, 10);
      return;
    }
    page.worker = worker;
    worker.onmessage = receive;
    worker.onerror = (event) => failed(event && (event.message || event.data || event.type));
    listen();
  }
  connect();
  watchStart();
})();
