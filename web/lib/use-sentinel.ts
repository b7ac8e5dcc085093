import { useEffect, useRef } from "react";

/**
 * Calls `onVisible` when the returned element comes within 400 px of the
 * viewport (infinite lists). `generation` re-arms it after each page, so a
 * sentinel still in view after a short page asks for the next one too.
 */
export function useSentinel<T extends Element>(
  onVisible: () => void,
  enabled: boolean,
  generation: number,
) {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  // biome-ignore lint/correctness/useExhaustiveDependencies: generation re-arms the observer on purpose
  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, generation]);
  return ref;
}
