// What sticks out at a phone's width, measured in the page (page.evaluate):
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
