// A rules demo's step subject (tabletop/ui/embed.py), in the embed (embed.html) and on the
// Rules screen (index.html): after each drawing, every demo's table region scrolls, inside
// itself only (never the page, which in an iframe would move the host page), so that the
// subject the step is about is in view, and a label naming it is put above its outline
// (embed.css). The scroll is instant: nothing moves by itself, reduced motion or not.
(() => {
  "use strict";
  const MARK = "data-demo-subject";
  // A seat's area marked here, not by the drawing: unmarked before each focus, so that every
  // edit here is made again from scratch after each drawing (the page's shells count them as
  // their own, not as changes to a region a later drawing may leave alone: morph.js).
  const SET = "data-demo-subject-set";

  // A thing in a folded list or a folded seat's area (a phone's table) is opened.
  function unfold(thing, region) {
    for (let up = thing.parentElement; up && up !== region; up = up.parentElement) {
      if (up.tagName === "DETAILS") up.open = true;
    }
  }

  // The subject: what the table marked, else the area of the seat the step is about.
  // One drawn twice (a card and its tooltip) is shown where it is visible.
  function subjectOf(region) {
    const marked = Array.from(region.querySelectorAll(`[${MARK}]`));
    for (const thing of marked) unfold(thing, region);
    const shown = marked.find((thing) => thing.getClientRects().length > 0);
    if (shown || marked.length) return shown || marked[0];
    const seat = region.dataset.subjectSeat;
    if (seat === undefined) return null;
    const selector = `[data-seat="${CSS.escape(seat)}"]`;
    const area = region.querySelector(`.empires ${selector}`) || region.querySelector(selector);
    if (area) {
      area.setAttribute(MARK, region.dataset.subjectLabel || "");
      area.setAttribute(SET, "");
      unfold(area, region);
    }
    return area;
  }

  function focus(region) {
    for (const old of region.querySelectorAll(".demo-subject-label")) old.remove();
    for (const old of region.querySelectorAll(`[${SET}]`)) {
      old.removeAttribute(MARK);
      old.removeAttribute(SET);
    }
    const subject = subjectOf(region);
    if (!subject) return;
    const label = document.createElement("span");
    label.className = "demo-subject-label";
    label.textContent = subject.getAttribute(MARK);
    region.append(label);
    // A row that scrolls sideways inside the region (a phone's hand or supply, app.css's
    // .card-row) brings the subject to its start first.
    for (let up = subject.parentElement; up && up !== region; up = up.parentElement) {
      if (up.scrollWidth > up.clientWidth + 1 && getComputedStyle(up).overflowX !== "visible") {
        const shift = subject.getBoundingClientRect().left - up.getBoundingClientRect().left;
        up.scrollLeft = Math.max(0, up.scrollLeft + shift - 4);
      }
    }
    const frame = region.getBoundingClientRect();
    const box = subject.getBoundingClientRect();
    const top = box.top - frame.top + region.scrollTop;
    const left = box.left - frame.left + region.scrollLeft;
    const tall = label.offsetHeight;
    const above = Math.max(0, top - tall - 12); // clear of the ring (app.css)
    label.style.top = `${above}px`;
    label.style.left = `${Math.max(4, Math.min(left, region.scrollWidth - label.offsetWidth - 4))}px`;
    // The label and the subject at the top of the region, or the subject centred when it is
    // small enough, without leaving the region's scroll range.
    const room = region.clientHeight;
    let wanted = above - 4;
    const whole = top + box.height - wanted;
    if (whole < room) wanted -= Math.floor((room - whole) / 3);
    region.scrollTop = Math.max(0, wanted);
    const wide = region.clientWidth;
    if (left + box.width > region.scrollLeft + wide || left < region.scrollLeft) {
      region.scrollLeft = Math.max(0, left - 8);
    }
  }

  window.edDemoFocus = function () {
    for (const region of document.querySelectorAll("[data-demo-region]")) focus(region);
  };
})();
