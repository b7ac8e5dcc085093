import { createStore } from "jotai";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOUCH_IDLE_MS, touchModeAtom } from "./touch-mode";

let unsubscribe: () => void;
let store: ReturnType<typeof createStore>;

beforeEach(() => {
  vi.useFakeTimers();
  store = createStore();
  unsubscribe = store.sub(touchModeAtom, () => {});
});

afterEach(() => {
  unsubscribe();
  vi.useRealTimers();
});

const touch = () => window.dispatchEvent(new Event("touchstart"));
const mouseMove = () => window.dispatchEvent(new MouseEvent("mousemove"));
function pointerDown(pointerType: string) {
  const event = new MouseEvent("pointerdown");
  Object.defineProperty(event, "pointerType", { value: pointerType });
  window.dispatchEvent(event);
}

describe("touch mode", () => {
  it("starts off and turns on at a touch", () => {
    expect(store.get(touchModeAtom)).toBe(false);
    touch();
    expect(store.get(touchModeAtom)).toBe(true);
  });

  it("turns on for touch and pen pointers, not for a mouse pointer", () => {
    pointerDown("mouse");
    expect(store.get(touchModeAtom)).toBe(false);
    pointerDown("pen");
    expect(store.get(touchModeAtom)).toBe(true);
    store.set(touchModeAtom, false);
    pointerDown("touch");
    expect(store.get(touchModeAtom)).toBe(true);
  });

  it("turns off 1000 ms after a mouse move", () => {
    touch();
    mouseMove();
    vi.advanceTimersByTime(TOUCH_IDLE_MS - 1);
    expect(store.get(touchModeAtom)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.get(touchModeAtom)).toBe(false);
    expect(TOUCH_IDLE_MS).toBe(1000);
  });

  it("stays on when a touch happens within that second", () => {
    touch();
    mouseMove();
    vi.advanceTimersByTime(500);
    touch();
    vi.advanceTimersByTime(TOUCH_IDLE_MS);
    expect(store.get(touchModeAtom)).toBe(true);
  });

  it("ignores the mouse events a browser synthesises after a tap", () => {
    touch();
    const synthetic = new MouseEvent("mousemove");
    Object.defineProperty(synthetic, "sourceCapabilities", { value: { firesTouchEvents: true } });
    window.dispatchEvent(synthetic);
    vi.advanceTimersByTime(TOUCH_IDLE_MS * 2);
    expect(store.get(touchModeAtom)).toBe(true);
  });

  it("stops listening when nothing reads it", () => {
    unsubscribe();
    touch();
    expect(store.get(touchModeAtom)).toBe(false);
    unsubscribe = () => {};
  });
});
