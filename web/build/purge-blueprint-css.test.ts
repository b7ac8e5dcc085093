// biome-ignore-all lint/suspicious/noTemplateCurlyInString: minified code, given as data
import { describe, expect, it } from "vitest";
import { classWords, SAFELIST } from "./purge-blueprint-css";

const css =
  ".bp6-input-group{}.bp6-breadcrumbs{}.bp6-popover-arrow-border{}.bp6-slider-handle{}.bp6-button{}";
const kept = (code: string) => classWords(code, css).filter((w) => w.startsWith("bp6-"));

describe("classWords", () => {
  it("names a class its code builds from a chain of templates", () => {
    // As minified: INPUT = `${NS}-input`, INPUT_GROUP = `${INPUT}-group`.
    expect(kept("const a=`${n}-input`,b=`${a}-group`;")).toEqual(["bp6-input-group"]);
  });

  it("joins pieces without a hyphen and pieces added with +", () => {
    const code = 'const b=`${n}-breadcrumb`,c=`${b}s`,p=`${n}-popover`,r=`${p}-arrow`;r+"-border"';
    expect(kept(code).sort()).toEqual(["bp6-breadcrumbs", "bp6-popover-arrow-border"]);
  });

  it("names no class whose pieces the code lacks", () => {
    expect(kept("const b=`${n}-button-group`;slider")).toEqual([]);
  });
});

describe("SAFELIST", () => {
  const safe = (name: string) => SAFELIST.some((re) => re.test(name));
  it("keeps every non-Blueprint class and the classes built at run time", () => {
    for (const name of ["mr-card", "bp6-intent-danger", "bp6-overlay-enter-active", "bp6-dark"])
      expect(safe(name), name).toBe(true);
    expect(safe("bp6-slider")).toBe(false);
  });
});
