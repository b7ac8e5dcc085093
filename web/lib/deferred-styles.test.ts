import { afterEach, describe, expect, it } from "vitest";
import { watchForFullStyles } from "./deferred-styles";

const CRITICAL = `.bp6-input{height:40px} @media (min-width:1px){.bp6-button.bp6-intent-primary{color:red}} .bp6-form-content{}`;

/** A prerendered page's head: the critical sheet (a <style>: jsdom loads no links) and a deferred full one. */
function prerendered(critical = `<style data-mr-critical>${CRITICAL}</style>`) {
  document.head.innerHTML = `${critical}
    <link rel="prefetch" href="/assets/full.css" as="style" data-mr-deferred>`;
  document.body.innerHTML = '<div id="root"><input class="bp6-input"></div>';
  watchForFullStyles();
}

const deferredRel = () => document.querySelector<HTMLLinkElement>("link[data-mr-deferred]")?.rel;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

describe("deferred full stylesheets", () => {
  it("stay a prefetch while only named classes show, then load on an unnamed Blueprint class", async () => {
    prerendered();
    const root = document.getElementById("root") as HTMLElement;
    root.insertAdjacentHTML(
      "beforeend",
      '<button class="bp6-button bp6-intent-primary mr-y"><span class="bp6-form-content"></span></button>',
    );
    root.querySelector("input")?.classList.add("mr-not-blueprint");
    await settle();
    expect(deferredRel()).toBe("prefetch");
    root.insertAdjacentHTML("beforeend", '<div><span class="bp6-toast"></span></div>');
    await settle();
    expect(deferredRel()).toBe("stylesheet");
  });

  it("load when a class changes to an unnamed one", async () => {
    prerendered();
    document.querySelector("input")?.classList.add("bp6-intent-danger");
    await settle();
    expect(deferredRel()).toBe("stylesheet");
  });

  it("load on the first submit", () => {
    prerendered();
    const form = document.createElement("form");
    document.body.append(form);
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    expect(deferredRel()).toBe("stylesheet");
  });

  it("load at once when the critical sheet cannot be read", () => {
    prerendered("");
    expect(deferredRel()).toBe("stylesheet");
  });

  it("leave a page with nothing deferred alone", () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/full.css">';
    watchForFullStyles();
    expect(document.querySelector("link")?.rel).toBe("stylesheet");
  });
});
