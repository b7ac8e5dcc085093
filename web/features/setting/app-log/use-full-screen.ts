import { useEffect } from "react";

/**
 * While the viewer fills the window: Esc leaves (unless something on top,
 * such as a dialog, took the key first) and the page behind does not scroll.
 */
export function useFullScreen(on: boolean, leave: () => void): void {
  useEffect(() => {
    if (!on) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) leave();
    };
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    document.addEventListener("keydown", onKey);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener("keydown", onKey);
    };
  }, [on, leave]);
}
