import { atom } from "jotai";

// Seed §4: touch mode turns on at a touch or pen event and off 1000 ms after a
// mouse move when no touch happened in that time. Poster cards use it to show
// their actions on tap instead of hover.

export const TOUCH_IDLE_MS = 1000;

const touchModeBaseAtom = atom(false);

export const touchModeAtom = atom(
  (get) => get(touchModeBaseAtom),
  (_get, set, on: boolean) => set(touchModeBaseAtom, on),
);

/** Chrome marks the mouse events it synthesises after a tap; those are not a mouse. */
function isSyntheticMouse(event: MouseEvent): boolean {
  const caps = (event as MouseEvent & { sourceCapabilities?: { firesTouchEvents?: boolean } })
    .sourceCapabilities;
  return caps?.firesTouchEvents === true;
}

// Listens while anything reads the atom.
touchModeAtom.onMount = (setTouchMode) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancelTimer = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const onTouch = () => {
    cancelTimer();
    setTouchMode(true);
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === "touch" || event.pointerType === "pen") onTouch();
  };
  const onMouseMove = (event: MouseEvent) => {
    if (isSyntheticMouse(event) || timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      setTouchMode(false);
    }, TOUCH_IDLE_MS);
  };
  window.addEventListener("touchstart", onTouch, { passive: true });
  window.addEventListener("pointerdown", onPointerDown, { passive: true });
  window.addEventListener("mousemove", onMouseMove, { passive: true });
  return () => {
    cancelTimer();
    window.removeEventListener("touchstart", onTouch);
    window.removeEventListener("pointerdown", onPointerDown);
    window.removeEventListener("mousemove", onMouseMove);
  };
};
