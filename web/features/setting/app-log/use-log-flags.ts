import { useCallback, useRef } from "react";
import { useSearchParams } from "wouter";
import { type LogFlagName, readLogFlags, withLogFlag } from "./log-flags";

/**
 * The flags of the current URL and a (stable) setter. A change the user
 * makes is a new history entry (back undoes it); one the viewer makes itself
 * (follow paused by scrolling up) replaces the entry instead.
 */
export function useLogFlags() {
  const [params, setParams] = useSearchParams();
  const flags = readLogFlags(params);
  const current = useRef(flags);
  current.current = flags;
  const setFlag = useCallback(
    (name: LogFlagName, value: boolean, options: { replace?: boolean } = {}) => {
      if (current.current[name] === value) return;
      setParams((prev) => withLogFlag(prev, name, value), { replace: options.replace ?? false });
    },
    [setParams],
  );
  return { flags, setFlag };
}
