// Keyed updates of the screen: static/main.py hands each new drawing of the screen to
// edMorph, which changes the page's nodes only where the drawing differs, instead of
// replacing the whole screen (parsing it is the same work, but the nodes that did not change
// keep their style and layout, their focus and their running animations).
//
// Two nodes correspond when they are of one kind: the same tag, and the same id and
// data-key where they have one. Children are walked in order; a drawn node with no
// counterpart is moved in, a page node with none is removed. Form controls take the drawn
// value, as a fresh node would.
//
// Moves on the table (issue 33, point 4): what a game's renderer marks with `data-key` (a
// card, a planet, a die: what it is, never what its owner alone may see) moves when a
// drawing moves it, FLIP-wise, 200-400 ms: an element drawn anew whose key was on an element
// now gone slides from where that one was (a card from a hand to play), as does one kept that
// changed places among its siblings (the card after it in the hand), or with none, from
// the element its `data-from` keys (a card from a hidden hand); one whose `data-face`
// changed turns over (a planet turned up); a die (`data-roll`, its face) drawn anew or showing
// another face rolls. Nothing moves for a player who asked for reduced motion, nor on a first
// drawing (tabletop/ui/feedback.py `motion` writes these attributes). The moves start at the
// next frame, from the places that frame's first drawing found (`moveAtNextFrame`).
//
// Regions (issue 34, "Redraws by region"; tabletop/ui/regions.py): the table's parts carry a
// name and a digest of their HTML (`data-region`, `data-digest`). `edRegions(target)` says
// which of them the page shows exactly as drawn: a target last written by edMorph, a region
// no one changed since (a MutationObserver sees every change the page makes to it: a class,
// a `details` opened, a node added), its name drawn once. A drawing may send such a region as
// an empty placeholder of the same name and digest (`data-unchanged`): edMorph leaves the
// live region and its subtree alone (moving it into place if it must). If the page no longer
// holds it so, edMorph returns false, having forgotten every region of the target, and the
// caller sends the whole drawing. `edMorph.settle()` / `edMorph.forgive()` bracket the page's
// own edits that it makes again after every draw from scratch (static/main.py's `arrange`
// opening and shutting the folds): those do not count as changes.
(() => {
  "use strict";
  const drawing = document.createElement("template");
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)");
  const SLIDE_MS = 350;
  const TURN_MS = 300;
  const ROLL_MS = 400;
  const STALE_MS = 1000;
  // How many moves were shown, by kind (the browser tests read it).
  const shown = { slide: 0, turn: 0, roll: 0 };
  window.edMotion = shown;

  const watched = new WeakSet(); // targets last written by edMorph, and watched since
  const stale = new WeakSet(); // regions changed by the page since they were drawn
  // Regions left alone by edMorph, and drawings it gave back (the browser tests read them).
  const regions = { skipped: 0, unkept: 0 };

  // A change inside a region changes it and every region around it (a game's part may hold
  // regions of its own, e.g. a large list inside the board's centre).
  function taint(node) {
    for (let up = node && node.closest("[data-region]"); up;
      up = up.parentElement && up.parentElement.closest("[data-region]")) {
      stale.add(up);
    }
  }

  function note(records) {
    for (const record of records) {
      const at = record.target.nodeType === Node.ELEMENT_NODE
        ? record.target : record.target.parentElement;
      taint(at);
      for (const added of record.addedNodes || []) {
        if (added.nodeType !== Node.ELEMENT_NODE) continue;
        taint(added);
        for (const inner of added.querySelectorAll("[data-region]")) stale.add(inner);
      }
    }
  }
  const observer = new MutationObserver(note);
  const WATCH = { subtree: true, childList: true, attributes: true, characterData: true };

  // The regions of `target` shown exactly as drawn, by name (none drawn twice).
  function intact(target) {
    note(observer.takeRecords());
    const found = new Map();
    const twice = new Set();
    if (!watched.has(target)) return found;
    for (const node of target.querySelectorAll("[data-region]")) {
      const name = node.getAttribute("data-region");
      if (found.has(name) || twice.has(name)) {
        found.delete(name);
        twice.add(name);
      } else if (!stale.has(node) && !node.hasAttribute("data-unchanged")) {
        found.set(name, node);
      }
    }
    return found;
  }

  function forget(target) {
    watched.delete(target);
    for (const node of target.querySelectorAll("[data-region]")) stale.add(node);
  }

  // Which of its parent's elements a node is: a kept element whose place among its siblings
  // changed (a card before it in the hand was played) slides to its new place; one that only
  // moved with everything around it (a part above it on the table went) does not.
  function rank(node) {
    return Array.prototype.indexOf.call(node.parentElement.children, node);
  }

  function places(target) {
    const found = new Map();
    for (const node of target.querySelectorAll("[data-key]")) {
      found.set(node, {
        key: node.getAttribute("data-key"),
        rect: node.getBoundingClientRect(),
        rank: rank(node),
        face: node.getAttribute("data-face"),
        roll: node.getAttribute("data-roll"),
      });
    }
    return found;
  }

  function play(node, kind, keyframes, duration) {
    const options = { duration, easing: "cubic-bezier(0.2, 0.7, 0.3, 1)", id: `ed-${kind}` };
    node.animate(keyframes, options);
    shown[kind] += 1;
  }

  // From the old box to the new one: centre to centre (a transform's own origin), the size
  // scaled; the node's style attribute is never touched (the next redraw patches it).
  function slide(node, from) {
    const to = node.getBoundingClientRect();
    if (!to.width || !to.height || !from.width || !from.height) return; // hidden, then or now
    const dx = from.left + from.width / 2 - (to.left + to.width / 2);
    const dy = from.top + from.height / 2 - (to.top + to.height / 2);
    if (Math.abs(dx) < 2 && Math.abs(dy) < 2) return;
    const sx = from.width / to.width;
    const sy = from.height / to.height;
    play(node, "slide", [
      { transform: `translate(${dx}px, ${dy}px) scale(${sx}, ${sy})`, zIndex: 5 },
      { transform: "none", zIndex: 5 },
    ], SLIDE_MS);
  }

  function turn(node) {
    play(node, "turn", [
      { transform: "perspective(40rem) rotateY(90deg)" },
      { transform: "none" },
    ], TURN_MS);
  }

  function roll(node) {
    play(node, "roll", [
      { transform: "rotate(-270deg) scale(0.6)" },
      { transform: "none" },
    ], ROLL_MS);
  }

  function changed(before, node, name) {
    const now = node.getAttribute(name);
    return before !== null && now !== null && before !== now;
  }

  // The keyed elements after a patch, against their places before it (`places`).
  function move(target, before) {
    const gone = new Map();
    const stayed = new Map();
    for (const [node, was] of before) {
      const where = target.contains(node) ? stayed : gone;
      if (!where.has(was.key)) where.set(was.key, []);
      where.get(was.key).push(was);
    }
    const moving = new Set();
    for (const node of target.querySelectorAll("[data-key]")) {
      let up = node.parentElement;
      while (up && up !== target && !moving.has(up)) up = up.parentElement;
      if (up && up !== target) continue; // carried by a keyed element that moves
      const kept = before.get(node);
      const was = kept || (gone.get(node.getAttribute("data-key")) || []).shift();
      if (kept && changed(was.roll, node, "data-roll")) roll(node);
      else if (was && changed(was.face, node, "data-face")) turn(node);
      else if (was && (!kept || rank(node) !== was.rank)) slide(node, was.rect);
      else if (!was && node.hasAttribute("data-roll")) roll(node); // a die rolled anew
      else if (!was && stayed.has(node.getAttribute("data-from"))) {
        slide(node, stayed.get(node.getAttribute("data-from"))[0].rect);
      } else continue;
      moving.add(node);
    }
  }

  function correspond(live, drawn) {
    if (live.nodeType !== drawn.nodeType) return false;
    if (live.nodeType !== Node.ELEMENT_NODE) return true;
    return (
      live.tagName === drawn.tagName &&
      live.id === drawn.id &&
      live.getAttribute("data-key") === drawn.getAttribute("data-key")
    );
  }

  function patchAttributes(live, drawn) {
    for (const name of live.getAttributeNames()) {
      if (!drawn.hasAttribute(name)) live.removeAttribute(name);
    }
    for (const name of drawn.getAttributeNames()) {
      const value = drawn.getAttribute(name);
      if (live.getAttribute(name) !== value) live.setAttribute(name, value);
    }
  }

  function patchControl(live, drawn) {
    if (live.tagName === "INPUT") {
      if (live.value !== drawn.value) live.value = drawn.value;
      live.checked = drawn.checked;
    } else if (live.tagName === "TEXTAREA") {
      if (live.value !== drawn.defaultValue) live.value = drawn.defaultValue;
    }
  }

  function patch(live, drawn, kept) {
    if (live.nodeType === Node.ELEMENT_NODE) {
      patchAttributes(live, drawn);
      patchChildren(live, drawn, kept);
      patchControl(live, drawn);
      if (live.tagName === "SELECT") live.value = drawn.value;
    } else if (live.nodeValue !== drawn.nodeValue) {
      live.nodeValue = drawn.nodeValue;
    }
  }

  // The live region a placeholder stands for: the page's, as drawn, named once.
  function standIn(placeholder, kept) {
    const name = placeholder.getAttribute("data-region");
    const region = kept.get(name);
    if (!region || region.getAttribute("data-digest") !== placeholder.getAttribute("data-digest")
        || region.tagName !== placeholder.tagName) {
      throw new Unkept();
    }
    kept.delete(name); // it stands in once
    regions.skipped += 1;
    return region;
  }

  // A live sibling after `current` that stands for the drawn node, which names itself (an id,
  // a key, a region): the live nodes before it are gone from the drawing.
  function further(current, drawn) {
    if (drawn.nodeType !== Node.ELEMENT_NODE) return null;
    const region = drawn.getAttribute("data-region");
    if (!drawn.id && region === null && !drawn.hasAttribute("data-key")) return null;
    for (let live = current.nextSibling; live; live = live.nextSibling) {
      if (correspond(live, drawn) && live.getAttribute("data-region") === region) return live;
    }
    return null;
  }

  // Removes the live nodes from `current` up to `found` (or to the end) and returns `found`. A
  // part gone from the drawing (the recap that a new turn takes away) is removed alone, where
  // walking on drew everything after it anew: the prompt, the hand, the board, and the focus,
  // whose loss made the page lay itself out there and then (bench-ui's longest tasks).
  function dropUntil(live, current, found) {
    while (current !== found) {
      const after = current.nextSibling;
      live.removeChild(current);
      current = after;
    }
    return found;
  }

  function patchChildren(live, drawn, kept) {
    let current = live.firstChild;
    let next = drawn.firstChild;
    while (next) {
      const following = next.nextSibling;
      let found = null;
      if (next.nodeType === Node.ELEMENT_NODE && next.hasAttribute("data-unchanged")) {
        const region = standIn(next, kept);
        if (current && region.parentNode === live && region !== current &&
            current.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING) {
          current = dropUntil(live, current, region);
        }
        if (region === current) current = current.nextSibling;
        else live.insertBefore(region, current);
      } else if (current && correspond(current, next)) {
        patch(current, next, kept);
        current = current.nextSibling;
      } else if (current && (found = further(current, next))) {
        current = dropUntil(live, current, found);
        patch(current, next, kept);
        current = current.nextSibling;
      } else {
        if (next.nodeType === Node.ELEMENT_NODE) {
          for (const stand of next.querySelectorAll("[data-unchanged]")) {
            const region = standIn(stand, kept); // a node drawn anew around a kept region
            if (region === current) current = current.nextSibling;
            stand.replaceWith(region);
          }
        }
        live.insertBefore(next, current);
      }
      next = following;
    }
    dropUntil(live, current, null);
  }

  // A placeholder whose region the page no longer shows as drawn.
  class Unkept extends Error {}

  // The keyed elements' places as last painted, per target, until the next frame: the moves
  // run then, from those places to wherever the frame's last drawing put them. Measured before
  // a frame's first drawing only: reading a box after a patch forces the page's layout, and
  // drawings can come faster than frames (bots with no pause), where a measure before each
  // patch was a fifth of the page's time in bench-ui's game.
  const painted = new Map();

  function moveAtNextFrame(target, measure) {
    if (painted.has(target) || reduced.matches || !target.isConnected) return;
    painted.set(target, measure ? places(target) : new Map());
    const measured = performance.now();
    requestAnimationFrame((now) => {
      const before = painted.get(target);
      painted.delete(target);
      // A frame long in coming (a tab in the background, where frames wait) would move at
      // once everything that moved meanwhile, unseen: nothing moves then.
      if (before.size && target.isConnected && now - measured < STALE_MS) move(target, before);
    });
  }

  // Whether the focused node is still in the drawing: it is, unless it or a node around it
  // that names itself (an id, a key) is not there; a region sent as a placeholder keeps all.
  function holds(drawn, focused, target) {
    for (let node = focused; node && node !== target; node = node.parentElement) {
      const region = node.getAttribute("data-region");
      if (region !== null &&
        drawn.querySelector(`[data-region="${CSS.escape(region)}"][data-unchanged]`)) return true;
      if (node.id && !drawn.getElementById(node.id)) return false;
      const key = node.getAttribute("data-key");
      if (key !== null && !drawn.querySelector(`[data-key="${CSS.escape(key)}"]`)) return false;
    }
    return true;
  }

  // `measure`: false where the page has not laid out what it shows (a new screen before its
  // first frame), whose boxes would be laid out there and then only to move nothing.
  window.edMorph = (target, html, measure = true) => {
    const kept = intact(target);
    drawing.innerHTML = html;
    // The focused node that the drawing takes away lets go of the focus before the patch: one
    // removed mid-patch made the page lay itself out there and then (the game's end, when the
    // prompt goes: a third of that drawing's time).
    const focused = document.activeElement;
    if (focused && target.contains(focused) && !holds(drawing.content, focused, target)) {
      focused.blur();
    }
    moveAtNextFrame(target, measure);
    let done = false;
    try {
      patchChildren(target, drawing.content, kept);
      done = true;
    } catch (error) {
      if (!(error instanceof Unkept)) throw error;
    } finally {
      observer.takeRecords(); // its own changes: what was drawn
      if (done) {
        for (const node of target.querySelectorAll("[data-region]")) stale.delete(node);
        watched.add(target);
        observer.observe(target, WATCH);
      } else {
        regions.unkept += 1;
        forget(target); // a partial patch: nothing is known to be as drawn
        if (painted.has(target)) painted.set(target, new Map()); // and this frame moves nothing
      }
    }
    return done;
  };
  // Which regions of `target` the page shows as drawn: a JSON object, name to digest.
  window.edRegions = (target) => {
    const found = {};
    for (const [name, node] of intact(target)) found[name] = node.getAttribute("data-digest");
    return JSON.stringify(found);
  };
  window.edMorph.settle = () => note(observer.takeRecords());
  window.edMorph.forgive = () => observer.takeRecords();
  window.edMorph.forget = forget;
  window.edMorph.regions = regions;
})();
