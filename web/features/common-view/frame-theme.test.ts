import { afterEach, describe, expect, it } from "vitest";
import { type FrameTheme, frameTheme, injectTheme, SCROLLBAR_STYLE_ID } from "./frame-theme";

// vitest does not load styles/themes.css, so the two palettes' custom
// properties (values copied from it) are put on <body> directly.
const COLOURS = {
  DEEP_DARK: { "--mr-page-bg": "#0b0d10", "--mr-text": "#f6f7f9", "--mr-muted": "#abb3bf" },
  LIGHT: { "--mr-page-bg": "#f6f7f9", "--mr-text": "#1c2127", "--mr-muted": "#5f6b7c" },
};

const themed = (palette: keyof typeof COLOURS) => {
  for (const [name, value] of Object.entries(COLOURS[palette])) {
    document.body.style.setProperty(name, value);
  }
  return frameTheme(palette, getComputedStyle(document.body));
};

describe("frameTheme", () => {
  it("carries the mode and the colours of the palette in force", () => {
    const dark = themed("DEEP_DARK");
    expect(dark.name).toBe("DEEP_DARK");
    expect(dark.palette.mode).toBe("dark");
    expect(dark.palette.background.default).toBe("#0b0d10");
    expect(dark.palette.text.primary).toBe("#f6f7f9");
    const light = themed("LIGHT");
    expect(light.palette.mode).toBe("light");
    expect(light.palette.background.default).toBe("#f6f7f9");
  });
});

describe("injectTheme", () => {
  afterEach(() => {
    document.getElementById(SCROLLBAR_STYLE_ID)?.remove();
    delete (window as { mrTheme?: FrameTheme }).mrTheme;
  });

  it("puts one scrollbar style and the theme on the frame, then posts injectTheme", async () => {
    const messages: unknown[] = [];
    const onMessage = (event: MessageEvent) => messages.push(event.data);
    window.addEventListener("message", onMessage);
    // The test window stands in for a same-origin frame's window.
    expect(injectTheme(window, themed("DEEP_DARK"))).toBe(true);
    expect(injectTheme(window, themed("LIGHT"))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    window.removeEventListener("message", onMessage);

    const styles = document.querySelectorAll(`#${SCROLLBAR_STYLE_ID}`);
    expect(styles).toHaveLength(1);
    expect(styles[0]?.textContent).toContain("scrollbar-color:#5f6b7c #f6f7f9");
    expect((window as { mrTheme?: FrameTheme }).mrTheme?.name).toBe("LIGHT");
    expect(messages).toEqual(["injectTheme", "injectTheme"]);
  });

  it("leaves a frame of another origin alone", () => {
    const foreign = {
      get location(): Location {
        throw new DOMException("Blocked a frame", "SecurityError");
      },
    } as unknown as Window;
    expect(injectTheme(foreign, themed("LIGHT"))).toBe(false);
  });
});
