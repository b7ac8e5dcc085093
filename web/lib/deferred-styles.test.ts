import { afterEach, describe, expect, it } from "vitest";
import { enableDeferredStyles, styledClasses, watchForFullStyles } from "./deferred-styles";

const CRITICAL = `.bp6-input{height:40px} @media (min-width:1px){.bp6-button.bp6-intent-primary{color:red}} .mr-x{}`;

/** A prerendered page's head: the critical sheet (a <style>: jsdom loads no links) and a deferred full one. */
function prerenderedHead() {
  document.head.innerHTML = `<style data-mr-critical>${CRITICAL}</style>
    <link rel="prefetch" href="/assets/full.css" as="style" data-mr-deferred>`;
  document.body.innerHTML = '<div id="root"><input class="bp6-input"></div>';
}

const deferredRel = () => document.querySelector<HTMLLinkElement>("link[data-mr-deferred]")?.rel;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

describe("deferred full stylesheets", () => {
  it("reads every class the critical sheet styles, inside media rules too", () => {
    prerenderedHead();
    const sheet = (document.querySelector("style") as HTMLStyleElement).sheet as CSSStyleSheet;
    expect([...styledClasses(sheet)].sort()).toEqual([
      "bp6-button",
      "bp6-input",
      "bp6-intent-primary",
      "mr-x",
    ]);
  });

  it("stays a prefetch while only styled classes show, then loads on an unstyled Blueprint class", async () => {
    prerenderedHead();
    watchForFullStyles();
    const root = document.getElementById("root") as HTMLElement;
    root.insertAdjacentHTML("beforeend", '<button class="bp6-button bp6-intent-primary mr-y">');
    root.querySelector("input")?.classList.add("mr-not-blueprint");
    await settle();
    expect(deferredRel()).toBe("prefetch");
    root.insertAdjacentHTML("beforeend", '<div><span class="bp6-toast"></span></div>');
    await settle();
    expect(deferredRel()).toBe("stylesheet");
  });

  it("loads when a class changes to an unstyled one", async () => {
    prerenderedHead();
    watchForFullStyles();
    document.querySelector("input")?.classList.add("bp6-intent-danger");
    await settle();
    expect(deferredRel()).toBe("stylesheet");
  });

  it("loads on the first submit", () => {
    prerenderedHead();
    watchForFullStyles();
    const form = document.createElement("form");
    document.body.append(form);
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    expect(deferredRel()).toBe("stylesheet");
  });

  it("loads at once when the critical sheet cannot be read", () => {
    document.head.innerHTML = '<link rel="prefetch" href="/full.css" as="style" data-mr-deferred>';
    watchForFullStyles();
    expect(deferredRel()).toBe("stylesheet");
  });

  it("does nothing on a page with nothing deferred", () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/full.css">';
    watchForFullStyles()();
    enableDeferredStyles();
    expect(document.querySelector("link")?.rel).toBe("stylesheet");
  });
});
