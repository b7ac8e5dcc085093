import { JSDOM } from "jsdom";
import postcss, { type Declaration, type Rule } from "postcss";
import { describe, expect, it } from "vitest";
import { requiresDark, type Specificity, specificityOf, splitDarkCss } from "./dark-css";

/**
 * The referee: for each element of `html` and each property any rule sets,
 * the declaration that wins the cascade over `sheets` in order (importance,
 * specificity, then order; media queries ignored: all hold). Matching is the
 * DOM's own (Element.matches), independent of the splitter's reasoning.
 */
function winners(html: string, sheets: string[]): string[] {
  const { document } = new JSDOM(html).window;
  const decls: { d: Declaration; sel: string; spec: Specificity; order: number }[] = [];
  for (const css of sheets)
    postcss.parse(css).walkRules((rule: Rule) => {
      for (const sel of rule.selectors)
        rule.each((d) => {
          if (d.type === "decl")
            decls.push({ d, sel, spec: specificityOf(sel), order: decls.length });
        });
    });
  const out: string[] = [];
  document.querySelectorAll("*").forEach((el, i) => {
    const best = new Map<string, (typeof decls)[number]>();
    for (const x of decls) {
      if (!el.matches(x.sel)) continue;
      const cur = best.get(x.d.prop);
      const key = (y: typeof x) => [y.d.important ? 1 : 0, ...y.spec, y.order];
      const a = key(x);
      const b = cur ? key(cur) : null;
      if (!b || wins(a, b)) best.set(x.d.prop, x);
    }
    for (const [prop, x] of [...best].sort()) out.push(`${i} ${prop}: ${x.d.value}`);
  });
  return out;
}
const wins = (a: number[], b: number[]) => {
  const k = a.findIndex((v, j) => v !== b[j]);
  return k >= 0 && (a[k] as number) > (b[k] as number);
};

const PAGE = `<body class="bp6-dark">
  <button class="bp6-button bp6-minimal"><span class="bp6-icon"></span></button>
  <button class="bp6-button"></button>
  <p class="bp6-text-muted">x</p><input class="bp6-input">
</body>`;

/** The split keeps every element's winners exactly as the single sheet had them. */
function expectSameCascade(css: string) {
  const { main, dark } = splitDarkCss(css);
  expect(winners(PAGE, [main, dark])).toEqual(winners(PAGE, [css]));
}

describe("requiresDark", () => {
  it("holds when the dark class is on the element or an ancestor", () => {
    expect(requiresDark(".bp6-dark .bp6-button")).toBe(true);
    expect(requiresDark(".bp6-dark>.bp6-button")).toBe(true);
    expect(requiresDark(".bp6-card.bp6-dark")).toBe(true);
    expect(requiresDark(".bp6-card.bp6-dark,.bp6-dark .bp6-card")).toBe(true);
    // A sibling shares the ancestor: input's sibling is under .bp6-dark too.
    expect(requiresDark(".bp6-dark .bp6-control input:checked~.bp6-control-indicator")).toBe(true);
  });

  it("does not hold for a sibling, a negation, or one plain selector in the list", () => {
    expect(requiresDark(".bp6-dark~.bp6-button")).toBe(false);
    expect(requiresDark(".bp6-dark+.bp6-button .x")).toBe(false);
    expect(requiresDark(":not(.bp6-dark) .bp6-button")).toBe(false);
    expect(requiresDark(".bp6-dark .bp6-button,.bp6-button")).toBe(false);
  });
});

describe("splitDarkCss", () => {
  it("moves a dark rule no later rule can tie with, inside its media query", () => {
    const css =
      ".bp6-button{color:red}.bp6-dark .bp6-button{color:white}" +
      "@media (min-width:1px){.bp6-dark .bp6-input{border:0}.bp6-input{margin:0}}";
    const { main, dark, kept } = splitDarkCss(css);
    expect(main).toBe(".bp6-button{color:red}@media (min-width:1px){.bp6-input{margin:0}}");
    expect(dark).toBe(
      ".bp6-dark .bp6-button{color:white}@media (min-width:1px){.bp6-dark .bp6-input{border:0}}",
    );
    expect(kept).toEqual([]);
    expectSameCascade(css);
  });

  it("keeps a dark rule in place when a later rule of equal specificity sets the same property", () => {
    // Blueprint's pattern: the minimal button's own rule, later, wins the tie.
    const css =
      ".bp6-dark .bp6-button{background-color:#333}.bp6-button.bp6-minimal{background:none}";
    const { main, dark, kept } = splitDarkCss(css);
    expect(dark).toBe("");
    expect(main).toBe(css);
    expect(kept).toEqual([
      { selector: ".bp6-dark .bp6-button", reason: ".bp6-button.bp6-minimal" },
    ]);
    expectSameCascade(css);
  });

  it("keeps it for a higher specificity too (conservative), moves it past lower or disjoint ones", () => {
    const higher = ".bp6-dark .bp6-text-muted{color:#aaa}p.bp6-text-muted.x{color:red}";
    expect(splitDarkCss(higher).dark).toBe("");
    expect(splitDarkCss(higher, "equal").dark).toBe(".bp6-dark .bp6-text-muted{color:#aaa}");
    const lower = ".bp6-dark .bp6-button{color:#fff}.bp6-button{color:red}";
    expect(splitDarkCss(lower).dark).toBe(".bp6-dark .bp6-button{color:#fff}");
    expectSameCascade(lower);
    // Another property, another tag, another pseudo-element: no tie possible.
    const disjoint =
      ".bp6-dark .bp6-button{color:#fff}.bp6-button.x{margin:0}" +
      ".bp6-dark button{color:#fff}input.z{color:red}" +
      '.bp6-dark .bp6-icon:before{content:"a"}.bp6-icon.x.y:after{content:"b"}';
    expect(splitDarkCss(disjoint).kept).toEqual([]);
    expectSameCascade(disjoint);
  });

  it("never moves a dark rule past a later dark rule that stays and could tie with it", () => {
    const css =
      ".bp6-dark .bp6-button{color:#fff}.bp6-dark .bp6-minimal{color:#ccc}.bp6-minimal.x{color:red}";
    const { dark, kept } = splitDarkCss(css);
    expect(dark).toBe("");
    expect(kept.map((k) => k.selector)).toEqual([
      ".bp6-dark .bp6-button",
      ".bp6-dark .bp6-minimal",
    ]);
    expectSameCascade(css);
  });

  it("moves nothing from before a selector it cannot read", () => {
    const css = ".bp6-dark .bp6-button{color:#fff}.x[=a]{margin:0}";
    const { dark, kept } = splitDarkCss(css);
    expect(dark).toBe("");
    expect(kept).toEqual([{ selector: ".bp6-dark .bp6-button", reason: "(unreadable)" }]);
  });

  it("leaves keyframes and font faces alone", () => {
    const css = "@keyframes spin{to{color:red}}.bp6-dark .bp6-input{color:#fff}";
    expect(splitDarkCss(css).main).toBe("@keyframes spin{to{color:red}}");
  });

  it("the referee sees a split that ignores ties as broken", () => {
    // What a naive split (every dark-only rule moved to a later sheet) does
    // to the minimal button: the dark background now wins.
    const css = ".bp6-dark .bp6-button{background:#333}.bp6-button.bp6-minimal{background:none}";
    const naive = [
      ".bp6-button.bp6-minimal{background:none}",
      ".bp6-dark .bp6-button{background:#333}",
    ];
    expect(winners(PAGE, naive)).not.toEqual(winners(PAGE, [css]));
  });
});
