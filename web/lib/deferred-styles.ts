// Issue 17: a prerendered sign-in or setup-admin page parses only its
// critical stylesheet (~21 kB against the full 345 kB). The server names the
// full stylesheets as prefetches (server/httpx/prerender.go), so they are in
// the cache, unparsed, by the time anything needs them. They are switched on
// when the page is about to need more than its critical rules:
// - the visitor submits (the next screen follows the answer), or
// - a Blueprint class shows that the critical sheet does not name (a toast,
//   the connection banner, another route). The build names in it every
//   class the prerendered screens use, rules or not (web/build/prerender.ts).

/** Full stylesheets the prerendered page neither waits for nor parses yet. */
export const DEFERRED_STYLE_SELECTOR = "link[data-mr-deferred]";
/** The critical stylesheet. */
export const CRITICAL_STYLE_SELECTOR = "[data-mr-critical]";

/**
 * Watches for the first submit or unnamed Blueprint class, then turns the
 * deferred prefetches into stylesheets (from the cache they were fetched
 * into); at once when the critical sheet has no rules to read.
 */
export function watchForFullStyles(doc: Document = document): void {
  const links = doc.querySelectorAll<HTMLLinkElement>(DEFERRED_STYLE_SELECTOR);
  if (!links.length) return;
  // Idempotent: a later submit may call it again, harmlessly.
  const enable = () => {
    observer.disconnect();
    for (const link of links) link.rel = "stylesheet";
  };
  const observer = new MutationObserver((records) => {
    for (const r of records)
      for (const node of r.type === "attributes" ? [r.target] : r.addedNodes)
        if (node instanceof Element && unnamed(node)) return enable();
  });
  // A same-origin sheet: its rules can be read (none while it failed to load).
  const critical = doc.querySelector<HTMLLinkElement>(CRITICAL_STYLE_SELECTOR)?.sheet;
  let text = "";
  for (const rule of critical?.cssRules ?? []) text += rule.cssText;
  const named = new Set(text.match(/\.[\w-]+/g));
  const unnamed = (el: Element) =>
    [el, ...el.querySelectorAll("[class]")].some((e) =>
      [...e.classList].some((c) => c.startsWith("bp6-") && !named.has(`.${c}`)),
    );
  if (!named.size) {
    enable();
    return;
  }
  observer.observe(doc.body, { childList: true, subtree: true, attributeFilter: ["class"] });
  doc.addEventListener("submit", enable, true);
}
