/* global document, window, parent, Element, requestAnimationFrame */
// The website feed editor's manual picker (issue 18). Runs inside a frame sandboxed WITHOUT allow-same-origin,
// whose document is the page made inert by GET /api_v1/webfeeds/sitecontent: an opaque origin, so nothing here
// can reach the app's storage, cookies or DOM. It talks to the editor by postMessage only. Clicking an element
// finds the item it belongs to (the nearest ancestor with at least one sibling built alike), highlights every
// element the item's selector finds, and tells the editor the selector and the count.
(() => {
  const style = document.createElement("style");
  style.textContent =
    ".rivulet-similar{outline:3px solid #f59e0b !important;outline-offset:-3px;background:rgba(245,158,11,.12) !important}" +
    ".rivulet-hover{outline:2px dashed #14b8a6 !important;outline-offset:-2px;cursor:pointer !important}";
  document.head.appendChild(style);
  const plain = (c) => /^[A-Za-z_-][\w-]*$/.test(c) && !c.startsWith("rivulet-");
  const classesOf = (el) => [...el.classList].filter(plain).sort();
  const shape = (el) => el.tagName + "." + classesOf(el).join(".");
  const simple = (el) => el.tagName.toLowerCase() + classesOf(el).map((c) => "." + c).join("");

  function itemOf(el) {
    for (let cur = el; cur && cur !== document.body; cur = cur.parentElement) {
      const parent = cur.parentElement;
      if (!parent) break;
      const alike = [...parent.children].filter((s) => shape(s) === shape(cur));
      if (alike.length >= 2) return cur;
    }
    return null;
  }

  /** The item's own selector, qualified by its ancestors until it finds only elements built like it. */
  function selectorFor(item) {
    let sel = simple(item);
    for (let anc = item.parentElement; anc && anc !== document.documentElement; anc = anc.parentElement) {
      const found = [...document.querySelectorAll(sel)];
      if (found.every((f) => shape(f) === shape(item) && f.parentElement && shape(f.parentElement) === shape(item.parentElement))) return sel;
      sel = simple(anc) + " " + sel;
    }
    return sel;
  }

  function highlight(selectors) {
    document.querySelectorAll(".rivulet-similar").forEach((e) => e.classList.remove("rivulet-similar"));
    let count = 0;
    for (const s of selectors) {
      try {
        document.querySelectorAll(s).forEach((e) => {
          e.classList.add("rivulet-similar");
          count++;
        });
      } catch {
        // a selector this browser cannot read highlights nothing
      }
    }
    return count;
  }

  document.addEventListener("mouseover", (e) => e.target instanceof Element && e.target.classList.add("rivulet-hover"), true);
  document.addEventListener("mouseout", (e) => e.target instanceof Element && e.target.classList.remove("rivulet-hover"), true);
  document.addEventListener(
    "click",
    (e) => {
      e.preventDefault();
      e.stopPropagation();
      const item = e.target instanceof Element ? itemOf(e.target) : null;
      if (!item) return parent.postMessage({ type: "rivulet-webfeed-pick", selector: null, count: 0 }, "*");
      const selector = selectorFor(item);
      parent.postMessage({ type: "rivulet-webfeed-pick", selector, count: highlight([selector]) }, "*");
    },
    true,
  );
  window.addEventListener("message", (e) => {
    if (e.source !== parent || !e.data || e.data.type !== "rivulet-webfeed-highlight") return;
    highlight(Array.isArray(e.data.selectors) ? e.data.selectors.filter((s) => typeof s === "string") : []);
  });
  // Ready once the page has been painted, not merely parsed: Chromium runs a sandboxed frame in a process of its own,
  // and a click sent before that frame's first compositor frame reached the browser is not routed into it (the
  // e2e's click right after "ready" was lost one run in two). Two animation frames later it has been.
  requestAnimationFrame(() => requestAnimationFrame(() => parent.postMessage({ type: "rivulet-webfeed-ready" }, "*")));
})();
