import { useSetAtom } from "jotai";
import { type ReactNode, useEffect, useRef } from "react";
import { initializeAuthAtom } from "../state/auth";

/** Runs the auth initialisation once per app load (StrictMode's double effect included). */
export function AuthInitializer({ children }: { children: ReactNode }) {
  const initialize = useSetAtom(initializeAuthAtom);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void initialize();
  }, [initialize]);
  return children;
}
