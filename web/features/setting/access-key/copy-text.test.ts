import { afterEach, describe, expect, it, vi } from "vitest";
import { copyText } from "./copy-text";

function setClipboard(secure: boolean, clipboard: unknown) {
  Object.defineProperty(window, "isSecureContext", { value: secure, configurable: true });
  Object.defineProperty(navigator, "clipboard", { value: clipboard, configurable: true });
}

describe("copyText", () => {
  afterEach(() => setClipboard(false, undefined));

  it("uses the Clipboard API where there is one", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    setClipboard(true, { writeText });
    await expect(copyText("k")).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith("k");
  });

  it("falls back to select-and-copy on plain http, and gives focus back", async () => {
    setClipboard(false, undefined);
    const button = document.createElement("button");
    document.body.append(button);
    button.focus();
    let selected = "";
    const exec = vi.fn(() => {
      selected = (document.activeElement as HTMLTextAreaElement).value;
      return true;
    });
    Object.defineProperty(document, "execCommand", { value: exec, configurable: true });
    await expect(copyText("secret-key")).resolves.toBe(true);
    expect(exec).toHaveBeenCalledWith("copy");
    expect(selected).toBe("secret-key");
    expect(document.querySelector("textarea")).toBeNull();
    expect(document.activeElement).toBe(button);
    button.remove();
  });

  it("says so when nothing could copy", async () => {
    setClipboard(true, { writeText: () => Promise.reject(new Error("denied")) });
    Object.defineProperty(document, "execCommand", { value: () => false, configurable: true });
    await expect(copyText("k")).resolves.toBe(false);
  });
});
