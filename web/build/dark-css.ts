import postcss, { type AtRule, type ChildNode, type Container, type Rule } from "postcss";
import selectorParser, { type Node, type Selector } from "postcss-selector-parser";

// Issue 31: could the rules that only ever match under Blueprint's dark class
// (`<body class="bp6-dark">`, web/lib/apply-palette.ts) go into a stylesheet
// of their own, loaded only for a dark palette, with the cascade unchanged?
// Linked right after the main sheet, a moved rule comes after every main
// rule that followed it. That changes what shows only where a later rule
// could win a tie against it on the same element, so such a dark rule stays
// in place (overlaps: conservative, as nothing proves two classes never
// meet on one element). dark-css-report.test.ts measures what is left to
// move on the real build: too little to pay for a dark user's extra
// request, so the build does not split (issue 31's report).

export const DARK_CLASS = "bp6-dark";

/** Specificity as [ids, classes/attributes/pseudo-classes, types/pseudo-elements]. */
export type Specificity = [number, number, number];

const ZERO_SPEC_PSEUDOS = new Set([":where"]);
const MAX_ARG_PSEUDOS = new Set([":not", ":is", ":matches", ":-webkit-any", ":-moz-any", ":has"]);
const LEGACY_PSEUDO_ELEMENTS = new Set([":before", ":after", ":first-line", ":first-letter"]);

function compare(a: Specificity, b: Specificity): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

function specificity(selector: Selector): Specificity {
  const spec: Specificity = [0, 0, 0];
  for (const node of selector.nodes) {
    if (node.type === "id") spec[0]++;
    else if (node.type === "class" || node.type === "attribute") spec[1]++;
    else if (node.type === "tag") spec[2]++;
    else if (node.type === "pseudo") {
      const name = node.value.toLowerCase();
      if (name.startsWith("::") || LEGACY_PSEUDO_ELEMENTS.has(name)) spec[2]++;
      else if (ZERO_SPEC_PSEUDOS.has(name)) continue;
      else if (MAX_ARG_PSEUDOS.has(name)) {
        const max = node.nodes
          .map(specificity)
          .reduce<Specificity>((m, s) => (compare(s, m) > 0 ? s : m), [0, 0, 0]);
        spec[0] += max[0];
        spec[1] += max[1];
        spec[2] += max[2];
      } else spec[1]++;
    }
  }
  return spec;
}

/** The specificity of a selector of one complex selector (no commas). */
export function specificityOf(selector: string): Specificity {
  const [first] = selectorParser().astSync(selector).nodes;
  return first ? specificity(first) : [0, 0, 0];
}

/** The selector's compounds, subject last, and the combinator before each. */
function compounds(selector: Selector): { nodes: Node[]; combinator: string }[] {
  const out: { nodes: Node[]; combinator: string }[] = [{ nodes: [], combinator: "" }];
  for (const node of selector.nodes) {
    if (node.type === "combinator") out.push({ nodes: [], combinator: node.value.trim() || " " });
    else out[out.length - 1]?.nodes.push(node);
  }
  return out;
}

/**
 * The selector matches only an element with the dark class on itself or an
 * ancestor: the subject compound names `.bp6-dark`, or a compound that a
 * descendant or child combinator follows does (it is then an ancestor of
 * every compound after it: a sibling shares its parent). A name inside
 * :not() or the like does not count.
 */
export function requiresDark(selector: Selector | string): boolean {
  if (typeof selector === "string") {
    const parsed = selectorParser().astSync(selector).nodes;
    return parsed.length > 0 && parsed.every((s) => requiresDark(s));
  }
  const parts = compounds(selector);
  return parts.some((part, i) => {
    const next = parts[i + 1];
    const ancestorOrSelf = !next || next.combinator === " " || next.combinator === ">";
    return ancestorOrSelf && part.nodes.some((n) => n.type === "class" && n.value === DARK_CLASS);
  });
}

/** What the subject compound tells of the element: enough to rule a pair out. */
type Subject = { tag?: string; id?: string; pseudoElement: string };

function subject(selector: Selector): Subject {
  const last = compounds(selector).at(-1)?.nodes ?? [];
  const out: Subject = { pseudoElement: "" };
  for (const n of last) {
    if (n.type === "tag" && n.value !== "*") out.tag = n.value.toLowerCase();
    else if (n.type === "id") out.id = n.value;
    else if (n.type === "pseudo") {
      const name = n.value.toLowerCase();
      if (name.startsWith("::") || LEGACY_PSEUDO_ELEMENTS.has(name))
        out.pseudoElement = name.replace(/^::?/, ":");
    }
  }
  return out;
}

/** Could one element (or pseudo-element) match both? Yes unless tag, id or pseudo-element differ. */
function mayMatchSame(a: Subject, b: Subject): boolean {
  if (a.pseudoElement !== b.pseudoElement) return false;
  if (a.tag && b.tag && a.tag !== b.tag) return false;
  if (a.id && b.id && a.id !== b.id) return false;
  return true;
}

/**
 * The family a property belongs to: two declarations may set the same
 * thing when their families match (`border` and `border-top-color`,
 * `inset` and `top`, `font` and `line-height`…). Errs on overlapping.
 */
function family(prop: string): string {
  const p = prop.toLowerCase();
  if (p.startsWith("--")) return p;
  const bare = p.replace(/^-(webkit|moz|ms|o)-/, "");
  if (/^(inset|top|right|bottom|left)$/.test(bare) || bare.startsWith("inset-")) return "inset";
  if (bare === "line-height") return "font";
  if (/^(flex|order)/.test(bare)) return "flex";
  // Shorthands, aliases and logical twins that span prefixes.
  if (/^(place|align|justify)-/.test(bare)) return "align";
  if (/^((min|max)-)?(width|height|inline-size|block-size)$/.test(bare)) return "size";
  if (/^(white-space|text-wrap)/.test(bare)) return "white-space";
  if (/^(word-wrap|overflow-wrap|word-break)$/.test(bare)) return "wrap";
  if (/^(page-break|break)-/.test(bare)) return "break";
  if (/^(grid|gap|row-gap|column-gap)/.test(bare)) return "grid";
  if (/^(outline)/.test(bare)) return "outline";
  if (/^(overflow)/.test(bare)) return "overflow";
  if (/^(text-decoration)/.test(bare)) return "text-decoration";
  return bare.split("-")[0] ?? bare;
}

type Entry = {
  /** The rule in the parsed sheet. */
  rule: Rule;
  selectors: Selector[];
  specs: Specificity[];
  subjects: Subject[];
  families: Set<string>;
  dark: boolean;
};

function entryOf(rule: Rule): Entry | null {
  let selectors: Selector[];
  try {
    selectors = selectorParser().astSync(rule.selector).nodes;
  } catch {
    return null;
  }
  const families = new Set<string>();
  rule.walkDecls((d) => {
    families.add(d.prop.toLowerCase() === "all" ? "*" : family(d.prop));
  });
  return {
    rule,
    selectors,
    specs: selectors.map(specificity),
    subjects: selectors.map(subject),
    families,
    dark: selectors.length > 0 && selectors.every(requiresDark),
  };
}

/**
 * Which later rules count as rivals: "equal-or-higher" specificity (the
 * check the split uses: errs on keeping), or "equal" only (exactly the
 * rules whose order decides, for measuring what the rule costs).
 */
export type Rivals = "equal-or-higher" | "equal";

const ties = (cmp: number, rivals: Rivals) => (rivals === "equal" ? cmp === 0 : cmp >= 0);

/** Could `later`, after `dark` in the sheet, decide a property of an element that `dark` also sets? */
function overlaps(dark: Entry, later: Entry, rivals: Rivals): boolean {
  const props =
    later.families.has("*") ||
    dark.families.has("*") ||
    [...dark.families].some((f) => later.families.has(f));
  if (!props) return false;
  return dark.selectors.some((_, i) =>
    later.selectors.some(
      (_, j) =>
        ties(compare(later.specs[j] as Specificity, dark.specs[i] as Specificity), rivals) &&
        mayMatchSame(dark.subjects[i] as Subject, later.subjects[j] as Subject),
    ),
  );
}

/** Rules inside these at-rules may move (with their at-rule around them); others never. */
const MOVABLE_AT = /^(media|supports)$/i;

/** The style rules of `root` in cascade order, each with whether it may be moved at all. */
function rulesInOrder(root: Container): { rule: Rule; movable: boolean }[] {
  const out: { rule: Rule; movable: boolean }[] = [];
  const visit = (node: ChildNode, movable: boolean) => {
    if (node.type === "rule") out.push({ rule: node, movable });
    else if (node.type === "atrule") {
      const inner = movable && MOVABLE_AT.test(node.name);
      for (const child of node.nodes ?? []) visit(child, inner);
    }
  };
  for (const node of root.nodes ?? []) visit(node, true);
  return out;
}

export type Split = {
  /** The main sheet without the moved rules. */
  main: string;
  /** The moved rules, each inside copies of the at-rules it was in, in their order. */
  dark: string;
  /** Dark-only rules kept in the main sheet: a later rule could tie with them. */
  kept: { selector: string; reason: string }[];
};

/**
 * Moves the dark-only rules of `css` that no later rule could tie with
 * into a sheet of their own (see the file's comment).
 */
export function splitDarkCss(css: string, rivals: Rivals = "equal-or-higher"): Split {
  const root = postcss.parse(css);
  const ordered = rulesInOrder(root).map(({ rule, movable }) => ({ e: entryOf(rule), movable }));
  const kept: Split["kept"] = [];
  const moving: Rule[] = [];
  // From the last rule back: a rule stays when a later rule that stays (any
  // but the moved ones, dark or not) could tie with it.
  const staying: Entry[] = [];
  let opaque = false;
  for (let i = ordered.length - 1; i >= 0; i--) {
    const { e, movable } = ordered[i] as (typeof ordered)[number];
    if (!e) {
      // A selector this parser cannot read: nothing before it may move.
      opaque = true;
      continue;
    }
    const rival =
      e.dark && movable && !opaque ? staying.find((l) => overlaps(e, l, rivals)) : undefined;
    if (e.dark && movable && !opaque && !rival) {
      moving.unshift(e.rule);
      continue;
    }
    if (e.dark && movable)
      kept.unshift({ selector: e.rule.selector, reason: rival?.rule.selector ?? "(unreadable)" });
    staying.push(e);
  }
  const dark = postcss.root();
  for (const rule of moving) {
    // Rebuild the chain of at-rules around it (consecutive moved rules of one block share it).
    const chain: AtRule[] = [];
    for (let p = rule.parent; p && p.type === "atrule"; p = p.parent) chain.unshift(p as AtRule);
    let into: Container = dark;
    for (const at of chain) {
      const last = into.last;
      if (last?.type === "atrule" && last.name === at.name && last.params === at.params) {
        into = last;
        continue;
      }
      const copy = at.clone({ nodes: [] });
      into.append(copy);
      into = copy;
    }
    into.append(rule.clone());
    rule.remove();
  }
  root.walkAtRules((at) => {
    if (at.nodes && at.nodes.length === 0) at.remove();
  });
  const print = (r: postcss.Root) => r.toResult({ map: false }).css;
  return { main: print(root), dark: print(dark), kept };
}
