import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { isAtBottom, isAtTop, type RowOffsets, scrollTopFor } from "./log-window";

/**
 * The log box's scrolling: where it is (for the window of rows and the jump
 * buttons), following the end while `follow` is on, and telling a scroll the
 * user made (which pauses following) from one made here. `offsets` holds
 * the rows' tops of the last render (search navigation reads them).
 */
export function useLogScroll(
  follow: boolean,
  onLeaveBottom: () => void,
  content: unknown,
  offsets: { readonly current: RowOffsets },
) {
  const box = useRef<HTMLElement>(null);
  // The offset set here last: the scroll event it causes is not the user's.
  const ownScroll = useRef<number | null>(null);
  const [metrics, setMetrics] = useState({ top: 0, height: 0, width: 0 });
  const [edges, setEdges] = useState({ top: true, bottom: true });
  const followRef = useRef(follow);
  followRef.current = follow;
  const leaveRef = useRef(onLeaveBottom);
  leaveRef.current = onLeaveBottom;

  const measure = useCallback(() => {
    const el = box.current;
    if (!el) return;
    const next = { top: el.scrollTop, height: el.clientHeight, width: el.clientWidth };
    setMetrics((m) =>
      m.top === next.top && m.height === next.height && m.width === next.width ? m : next,
    );
    const top = isAtTop(el);
    const bottom = isAtBottom(el);
    setEdges((e) => (e.top === top && e.bottom === bottom ? e : { top, bottom }));
  }, []);

  const scrollTo = useCallback(
    (top: number) => {
      const el = box.current;
      if (!el) return;
      const max = Math.max(0, el.scrollHeight - el.clientHeight);
      ownScroll.current = Math.min(max, Math.max(0, top));
      el.scrollTop = ownScroll.current;
      measure();
    },
    [measure],
  );

  /** Shows row `position`; a jump away from the end pauses following, or the next poll would undo it. */
  const reveal = useCallback(
    (position: number) => {
      const el = box.current;
      if (!el) return;
      scrollTo(scrollTopFor(position, el, offsets.current));
      if (followRef.current && !isAtBottom(el)) leaveRef.current();
    },
    [scrollTo, offsets],
  );

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    const own = ownScroll.current !== null && Math.abs(el.scrollTop - ownScroll.current) < 2;
    ownScroll.current = null;
    if (!own && followRef.current && !isAtBottom(el)) leaveRef.current();
    measure();
  };

  // Following: after every change of the rows or the height, the last row is in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `content` changing is the trigger
  useLayoutEffect(() => {
    if (follow && box.current) scrollTo(box.current.scrollHeight);
    else measure();
  }, [follow, content, metrics.height, scrollTo, measure]);

  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => measure());
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);

  return { box, metrics, edges, scrollTo, reveal, onScroll };
}
