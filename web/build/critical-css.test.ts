import { describe, expect, it } from "vitest";
import { keepMatching, nameEveryClass, structural } from "./critical-css";

describe("structural", () => {
  it("drops what depends on the moment, keeping the structure", () => {
    expect(structural(".bp6-input:focus")).toBe(".bp6-input");
    expect(structural(".bp6-button:not(:disabled):hover")).toBe(".bp6-button");
    expect(structural(".bp6-input::placeholder")).toBe(".bp6-input");
    expect(structural(".bp6-menu>:hover")).toBe(".bp6-menu>*");
    expect(structural(".bp6-button:not([class*=bp6-intent-])")).toBe(
      ".bp6-button:not([class*=bp6-intent-])",
    );
  });
});

describe("keepMatching", () => {
  const html =
    '<body class="bp6-dark"><div class="bp6-input-group bp6-intent-danger"><input class="bp6-input"></div>' +
    '<button class="bp6-button bp6-intent-primary"></button></body>';

  it("keeps the selectors that match the markup and the app's own rules", () => {
    const css =
      ".bp6-dark .bp6-input-group.bp6-intent-primary .bp6-input{a:1}" +
      ".bp6-dark .bp6-input-group.bp6-intent-danger .bp6-input:focus{b:2}" +
      ".bp6-tag,.bp6-button{c:3}" +
      "@media (max-width:1px){.bp6-slider{d:4}}" +
      ".mr-anything{e:5}";
    expect(keepMatching(css, html, "bp6")).toBe(
      ".bp6-dark .bp6-input-group.bp6-intent-danger .bp6-input:focus{b:2}" +
        ".bp6-button{c:3}" +
        ".mr-anything{e:5}",
    );
  });
});

describe("nameEveryClass", () => {
  it("adds an empty rule for each Blueprint class of the markup the sheet does not name", () => {
    const html =
      '<div class="bp6-form-group mr-x"><div class="bp6-form-content  bp6-form-content"></div></div>';
    expect(nameEveryClass(".bp6-form-group{margin:0}", html, "bp6")).toBe(
      ".bp6-form-group{margin:0}.bp6-form-content{}",
    );
  });
});
