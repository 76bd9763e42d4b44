// Keyed updates of the screen: static/main.py hands each new drawing of the screen to
// edMorph, which changes the page's nodes only where the drawing differs, instead of
// replacing the whole screen (parsing it is the same work, but the nodes that did not change
// keep their style and layout, their focus and their running animations).
//
// Two nodes correspond when they are of one kind: the same tag, and the same id and
// data-key where they have one. Children are walked in order; a drawn node with no
// counterpart is moved in, a page node with none is removed. Form controls take the drawn
// value, as a fresh node would.
(() => {
  "use strict";
  const drawing = document.createElement("template");

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

  function patch(live, drawn) {
    if (live.nodeType === Node.ELEMENT_NODE) {
      patchAttributes(live, drawn);
      patchChildren(live, drawn);
      patchControl(live, drawn);
      if (live.tagName === "SELECT") live.value = drawn.value;
    } else if (live.nodeValue !== drawn.nodeValue) {
      live.nodeValue = drawn.nodeValue;
    }
  }

  function patchChildren(live, drawn) {
    let current = live.firstChild;
    let next = drawn.firstChild;
    while (next) {
      const following = next.nextSibling;
      if (current && correspond(current, next)) {
        patch(current, next);
        current = current.nextSibling;
      } else {
        live.insertBefore(next, current);
      }
      next = following;
    }
    while (current) {
      const after = current.nextSibling;
      live.removeChild(current);
      current = after;
    }
  }

  window.edMorph = (target, html) => {
    drawing.innerHTML = html;
    patchChildren(target, drawing.content);
  };
})();
