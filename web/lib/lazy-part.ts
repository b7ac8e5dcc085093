import { type RefObject, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";

/** What the user did to a stand-in before the real part arrived. */
export type Handoff = "focus" | "click" | null;

/**
 * A piece of UI (a popover and its target, say) whose code is fetched on
 * demand: `preload()` starts the download (on hover, focus or click of the
 * stand-in the screen shows meanwhile), `useLoaded()` is the export once it
 * is here (and re-renders the caller then), undefined before. Unlike
 * React.lazy it never suspends, so the stand-in stays usable while loading.
 * A failed download is forgotten, so the next interaction retries it.
 */
export function lazyPart<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  let loaded: M[K] | undefined;
  let requested = false;
  const listeners = new Set<() => void>();
  const preload = (): void => {
    if (requested) return;
    requested = true;
    load().then(
      (module) => {
        loaded = module[name];
        for (const listener of listeners) listener();
      },
      () => {
        requested = false;
      },
    );
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const useLoaded = (): M[K] | undefined => useSyncExternalStore(subscribe, () => loaded);
  return { preload, useLoaded };
}

/**
 * The stand-in's side: the loaded part, what to hand it, and the props that
 * make the stand-in load it (hover, focus, press) and record what the user
 * did meanwhile. The swap waits while the stand-in is being pressed, so a
 * press that began on it ends on it (`onClick` runs as the stand-in's click).
 */
export function useStandIn<C>(
  part: { preload: () => void; useLoaded: () => C | undefined },
  onClick?: () => void,
) {
  const loaded = part.useLoaded();
  const handoff = useRef<Handoff>(null);
  const [pressing, setPressing] = useState(false);
  const standInProps = {
    onMouseEnter: part.preload,
    onPointerDown: () => {
      setPressing(true);
      part.preload();
    },
    onPointerLeave: () => setPressing(false),
    onPointerCancel: () => setPressing(false),
    onFocus: () => {
      if (handoff.current === null) handoff.current = "focus";
      part.preload();
    },
    onBlur: () => {
      handoff.current = null;
    },
    onClick: () => {
      handoff.current = "click";
      setPressing(false);
      part.preload();
      onClick?.();
    },
  };
  return { Loaded: pressing ? undefined : loaded, handoff: handoff.current, standInProps };
}

/**
 * In the real part, as it replaces its stand-in: carries over the stand-in's
 * focus (a click it got while loading is the part's to honour, e.g. by
 * mounting open).
 */
export function useHandoff(target: RefObject<HTMLElement | null>, handoff: Handoff): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at the swap
  useLayoutEffect(() => {
    if (handoff === null) return;
    target.current?.focus();
  }, []);
}
