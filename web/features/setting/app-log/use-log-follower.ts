import { useEffect, useMemo, useRef, useState } from "react";
import { errorMessage } from "../../../lib/error-message";
import { MESSAGE_KINDS, useServerEvents, useServerEventsLive } from "../../../lib/server-events";
import { fetchLogLines } from "./api/get-log-lines";
import { LogBuffer } from "./log-buffer";

/** screens.md: re-polled every 2 s while 自动刷新 is on and the event stream is down. */
export const LOG_POLL_MS = 2000;
/** While the stream is open each event (one log line each) asks at once; this catches the other lines. */
export const LOG_LIVE_POLL_MS = 15_000;

export type LogFollower = {
  buffer: LogBuffer;
  /** Bumped after every answer that changed the buffer: render from it. */
  version: number;
  loading: boolean;
  /** Why the last request failed (the lines already shown stay). */
  error: string | null;
  refresh: () => void;
};

/**
 * Reads `file` and, while `autoRefresh` is on, asks every 2 s for the lines
 * after the ones it has. A new file starts a new buffer. Polls wait for the
 * previous answer (no pile-up on a slow server) and pause while the tab is
 * hidden.
 */
export function useLogFollower(file: string | null, autoRefresh: boolean): LogFollower {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new file means a new, empty buffer
  const buffer = useMemo(() => new LogBuffer(), [file]);
  const [version, setVersion] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [manual, setManual] = useState(0);
  const live = useServerEventsLive();
  const every = live ? LOG_LIVE_POLL_MS : LOG_POLL_MS;
  // Every event writes one line in the log: read it now.
  useServerEvents(autoRefresh ? MESSAGE_KINDS : [], () => setManual((n) => n + 1));

  // Which buffer has been read once, and which 刷新 click was served: turning
  // 自动刷新 off must not itself cause a request.
  const readOnce = useRef<LogBuffer | null>(null);
  const served = useRef(manual);
  // An answer for a file no longer shown changes nothing on screen.
  const shown = useRef(buffer);
  shown.current = buffer;

  // `manual` (a 刷新 click) is read through `served`: a change asks for one poll now.
  useEffect(() => {
    if (!file) return;
    const asked = served.current !== manual || readOnce.current !== buffer;
    served.current = manual;
    readOnce.current = buffer;
    if (!asked && !autoRefresh) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let first = true;
    const poll = async () => {
      if (first || !document.hidden) {
        first = false;
        const after = buffer.cursor;
        let failure: string | null = null;
        try {
          const answer = await fetchLogLines(file, after);
          if (buffer.apply(answer, after) !== "none") setVersion((v) => v + 1);
        } catch (err) {
          failure = errorMessage(err) ?? "";
        }
        if (shown.current === buffer) {
          setError(failure);
          setLoading(false);
        }
      }
      if (!stopped && autoRefresh) timer = setTimeout(poll, every);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [buffer, file, autoRefresh, manual, every]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new buffer starts loading afresh
  useEffect(() => {
    setLoading(true);
    setError(null);
    setVersion((v) => v + 1);
  }, [buffer]);

  return { buffer, version, loading, error, refresh: () => setManual((n) => n + 1) };
}
