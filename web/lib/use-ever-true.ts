import { useRef } from "react";

/**
 * True from the first render in which `value` is true on. A dialog or drawer
 * mounted at its first opening (its code and texts load then) stays mounted
 * after it, so it can play its closing transition and keep its state.
 */
export function useEverTrue(value: boolean): boolean {
  const seen = useRef(false);
  if (value) seen.current = true;
  return seen.current;
}
