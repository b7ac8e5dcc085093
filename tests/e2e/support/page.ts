// Small page helpers shared by the browser tests.
import { ClientFunction, Selector } from "testcafe";

/** The form control a visible <label> points at, matched on the label's own text. */
export const field = Selector((text: string) => {
  for (const label of Array.from(document.querySelectorAll("label"))) {
    const own = (label.childNodes[0]?.textContent ?? "").trim();
    if (own === text && label.htmlFor) {
      const control = document.getElementById(label.htmlFor);
      if (control) return [control];
    }
  }
  return [];
});

export const pathname = ClientFunction(() => window.location.pathname);
/** Puts the keyboard's focus on the first element `selector` matches, as Tab would. */
export const focusOn = ClientFunction((selector: string) =>
  document.querySelector<HTMLElement>(selector)?.focus(),
);
/** The aria-label of what has the focus (a keyboard user's place after a dialog). */
export const focusedLabel = ClientFunction(
  () => document.activeElement?.getAttribute("aria-label") ?? "",
);
export const reload = ClientFunction(() => window.location.reload());
export const tokenInStorage = ClientFunction(() => window.localStorage.getItem("accessToken"));
/** Signs the page in as the app does: the token in localStorage. */
export const storeToken = ClientFunction((token: string) =>
  localStorage.setItem("accessToken", token),
);
/** Picks a theme as the theme drawer stores it (e.g. "LIGHT", "DEEP_DARK"). */
export const storeTheme = ClientFunction((name: string) =>
  localStorage.setItem("theme", JSON.stringify(name)),
);

export const button = (text: string) => Selector("button").withExactText(text);
export const text = (t: string) => Selector("body").withText(t);
