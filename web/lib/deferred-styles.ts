// Issue 17: a prerendered sign-in or setup-admin page parses only its
// critical stylesheet (~21 kB against the full 345 kB). The server names the
// full stylesheets as prefetches (server/httpx/prerender.go), so they are in
// the cache, unparsed, by the time anything needs them. They are switched on
// when the page is about to need more than its critical rules:
// - the visitor submits (the next screen follows the answer), or
// - something shows that the critical sheet has no rules for: a Blueprint
//   class it does not name (a toast, the connection banner, another route).

/** Full stylesheets the prerendered page neither waits for nor parses yet. */
export const DEFERRED_STYLE_SELECTOR = "link[data-mr-deferred]";
/** The critical stylesheet, whose classes are all a prerendered page may use. */
export const CRITICAL_STYLE_SELECTOR = "[data-mr-critical]";

const BLUEPRINT_CLASS = /^bp6-/;

/** Turns the deferred prefetches into stylesheets (from the cache they were fetched into). */
export function enableDeferredStyles(doc: Document = document): void {
  for (const link of doc.querySelectorAll<HTMLLinkElement>(DEFERRED_STYLE_SELECTOR))
    if (link.rel !== "stylesheet") link.rel = "stylesheet";
}

/** Every class a selector of `sheet` names, media rules included. */
export function styledClasses(sheet: CSSStyleSheet): Set<string> {
  const classes = new Set<string>();
  const walk = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if ("selectorText" in rule)
        for (const [, name] of (rule as CSSStyleRule).selectorText.matchAll(/\.([\w-]+)/g))
          if (name) classes.add(name);
      if ("cssRules" in rule) walk((rule as CSSGroupingRule).cssRules);
    }
  };
  walk(sheet.cssRules);
  return classes;
}

function unstyledIn(el: Element, known: Set<string>): boolean {
  const unknown = (e: Element) =>
    [...e.classList].some((c) => BLUEPRINT_CLASS.test(c) && !known.has(c));
  return unknown(el) || [...el.querySelectorAll("[class]")].some(unknown);
}

/**
 * Switches the full stylesheets on at the first submit or the first element
 * whose Blueprint classes the critical sheet does not style; at once when
 * the critical sheet cannot be read. Returns a stop (nothing deferred: a no-op).
 */
export function watchForFullStyles(doc: Document = document): () => void {
  if (!doc.querySelector(DEFERRED_STYLE_SELECTOR)) return () => {};
  let known: Set<string>;
  try {
    const sheet = doc.querySelector<HTMLLinkElement | HTMLStyleElement>(
      CRITICAL_STYLE_SELECTOR,
    )?.sheet;
    if (!sheet) throw new Error("no critical stylesheet");
    known = styledClasses(sheet);
  } catch {
    enableDeferredStyles(doc);
    return () => {};
  }
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      const added = r.type === "attributes" ? [r.target] : [...r.addedNodes];
      if (added.some((n) => n instanceof Element && unstyledIn(n, known))) return enable();
    }
  });
  const enable = () => {
    stop();
    enableDeferredStyles(doc);
  };
  const stop = () => {
    observer.disconnect();
    doc.removeEventListener("submit", enable, true);
  };
  observer.observe(doc.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ["class"],
  });
  doc.addEventListener("submit", enable, true);
  return stop;
}
