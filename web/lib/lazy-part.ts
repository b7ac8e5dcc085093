import { useLayoutEffect, useState, useSyncExternalStore } from "react";

/**
 * A piece of UI (a popover and its target, say) whose code is fetched on
 * demand: `preload()` starts the download (on hover, focus or press of the
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
 * The stand-in's side: the loaded part once the stand-in has been pressed
 * (hover and focus only start the download: the element under the pointer
 * does not change before the user acts), and the props that make the
 * stand-in do this. `onClick` runs as the stand-in's click, so the part can
 * mount already doing what the click asked (open). Until the code is here
 * the stand-in stays, and a further click keeps working on it.
 */
export function useStandIn<C>(
  part: { preload: () => void; useLoaded: () => C | undefined },
  onClick?: () => void,
) {
  const loaded = part.useLoaded();
  const [pressed, setPressed] = useState(false);
  const standInProps = {
    onMouseEnter: part.preload,
    onFocus: part.preload,
    onClick: () => {
      setPressed(true);
      part.preload();
      onClick?.();
    },
  };
  return { Loaded: pressed ? loaded : undefined, standInProps };
}

/**
 * In the real part, as it replaces the pressed stand-in: the focus the
 * stand-in had goes to the real target.
 */
export function useTakeOverFocus(target: () => HTMLElement | null | undefined): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at the swap
  useLayoutEffect(() => {
    target()?.focus();
  }, []);
}
