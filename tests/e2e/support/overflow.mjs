// What does not fit a phone's width, measured in the page (page.evaluate):
// the document scrolling sideways, and each shown element whose right edge
// passes the viewport's. An element inside a box that clips or scrolls
// sideways (a table's scroll wrapper, an ellipsis) counts only up to that
// box's edge; of nested offenders only the outermost is named.
export function overflowsInPage() {
  const width = window.innerWidth;
  const found = [];
  const { scrollWidth } = document.documentElement;
  if (scrollWidth > width + 1) found.push(`the page scrolls sideways (${scrollWidth} px wide)`);
  const named = new Set();
  const name = (el) => {
    const classes = [...el.classList].slice(0, 2).map((c) => `.${c}`);
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${classes.join("")}`;
  };
  for (const el of document.body.querySelectorAll("*")) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || box.right <= width + 1 || box.left >= width)
      continue;
    const style = getComputedStyle(el);
    if (style.visibility === "hidden" || style.opacity === "0") continue;
    let shownRight = box.right;
    let inside = false;
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
      if (named.has(up)) inside = true;
      if (getComputedStyle(up).overflowX !== "visible")
        shownRight = Math.min(shownRight, up.getBoundingClientRect().right);
    }
    if (inside || shownRight <= width + 1) continue;
    named.add(el);
    const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 24);
    found.push(`${name(el)} reaches ${Math.round(shownRight)} px${text ? ` ("${text}")` : ""}`);
  }
  return found;
}

// A label squeezed to a character's width: a short word (2 to 6
// characters, no space: 发行日期, 客厅, 电影) broken over lines where it is
// all its box holds (a table cell, a tag, a button), not where it flows in a
// sentence and may wrap. Measured in the page too.
export function squeezedWordsInPage() {
  const found = new Set();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const word = node.textContent.trim();
    if (word.length < 2 || word.length > 6 || /\s/.test(word)) continue;
    let box = node.parentElement;
    while (box && getComputedStyle(box).display === "inline") box = box.parentElement;
    if (!box || box.textContent.trim() !== word) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0);
    const lines = new Set(rects.map((r) => Math.round(r.top))).size;
    if (lines > 1) {
      const name = `${box.tagName.toLowerCase()}${box.classList[0] ? `.${box.classList[0]}` : ""}`;
      found.add(`${name} "${word}" breaks over ${lines} lines`);
    }
  }
  return [...found];
}
