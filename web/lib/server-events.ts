import { useEffect, useRef, useSyncExternalStore } from "react";
import { basePath } from "./base-path";
import { hasAuthToken, request } from "./http";

// The server's event stream (GET /api/common/events, server/events): ONE
// EventSource per tab, opened when the first screen listens and closed a
// while after the last one left. EventSource cannot send the Authorization
// header, so each connection first asks POST /api/common/events_ticket for a
// single-use ticket. When the stream drops it is opened again after 1, 2, 4 …
// 30 s; while it is down the screens keep their (slow) polling, so they read
// `useServerEventsLive()` to decide.

/** What happened (server/events.Event). */
export type ServerEvent = {
  id: number;
  kind: ServerEventKind;
  uid: number;
  title: string;
  reason?: string;
  link?: string;
  refs: {
    record_id?: number;
    sub_id?: number;
    site_id?: string;
    plugin?: string;
    found_id?: number;
    save_path?: string;
  };
  /** `record` events: the download's live figures. */
  data?: Record<string, unknown>;
  time: string;
};

/** Every kind the server sends; `record` is a download's live progress, `job` a background job's start or end. */
export const SERVER_EVENT_KINDS = [
  "sent",
  "send_failed",
  "progress",
  "completed",
  "filed",
  "identify_failed",
  "organise_failed",
  "site_added",
  "site_cookie_expired",
  "site_budget_exhausted",
  "plugin_failed",
  "subscribe_failed",
  "record",
  "subtitle_arrived",
  "subtitle_gave_up",
  "service_down",
  "job",
  "job_failed",
] as const;

export type ServerEventKind = (typeof SERVER_EVENT_KINDS)[number];

/** The kinds that leave a 消息通知 and a log line (all but `record` and `job`, which are live only). */
export const MESSAGE_KINDS = SERVER_EVENT_KINDS.filter((k) => k !== "record" && k !== "job");

export type ServerEventHandler = (event: ServerEvent) => void;

/** How long the stream stays open after the last listener left (navigation). */
export const CLOSE_AFTER_MS = 10_000;
export const MAX_BACKOFF_MS = 30_000;

type Listener = { kinds: ReadonlySet<string>; handler: ServerEventHandler };

const listeners = new Set<Listener>();
const stateListeners = new Set<() => void>();
let source: EventSource | null = null;
let live = false;
let backoff = 1000;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let closeTimer: ReturnType<typeof setTimeout> | undefined;
let opening = false;

function setLive(next: boolean): void {
  if (live === next) return;
  live = next;
  for (const l of stateListeners) l();
}

function dispatch(message: MessageEvent<string>): void {
  let event: ServerEvent;
  try {
    event = JSON.parse(message.data) as ServerEvent;
  } catch {
    return;
  }
  for (const l of [...listeners]) if (l.kinds.has(event.kind)) l.handler(event);
}

async function open(): Promise<void> {
  if (source || opening || listeners.size === 0) return;
  if (typeof EventSource === "undefined" || !hasAuthToken()) return;
  opening = true;
  try {
    const res = await request<{ ticket?: string }>("POST", "/api/common/events_ticket");
    const ticket = res.code === 0 ? res.data?.ticket : undefined;
    if (!ticket) throw new Error("no ticket");
    if (listeners.size === 0) return;
    const es = new EventSource(
      `${basePath}/api/common/events?ticket=${encodeURIComponent(ticket)}`,
    );
    source = es;
    for (const kind of SERVER_EVENT_KINDS) es.addEventListener(kind, dispatch);
    es.onopen = () => {
      backoff = 1000;
      setLive(true);
    };
    // The ticket is single-use, so the browser's own retry would be refused:
    // close and open anew with a fresh ticket after the back-off.
    es.onerror = () => {
      es.close();
      if (source === es) source = null;
      setLive(false);
      retryLater();
    };
  } catch {
    setLive(false);
    retryLater();
  } finally {
    opening = false;
  }
}

function retryLater(): void {
  clearTimeout(retryTimer);
  if (listeners.size === 0) return;
  retryTimer = setTimeout(() => void open(), backoff);
  backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
}

/** Closes the stream now (sign-out; tests). Listeners stay: the next one opens it again. */
export function closeServerEvents(): void {
  clearTimeout(closeTimer);
  close();
}

function close(): void {
  clearTimeout(retryTimer);
  source?.close();
  source = null;
  backoff = 1000;
  setLive(false);
}

/** Calls handler for each event of kinds; answers the unsubscribe. */
export function subscribeServerEvents(
  kinds: readonly string[],
  handler: ServerEventHandler,
): () => void {
  const entry: Listener = { kinds: new Set(kinds), handler };
  listeners.add(entry);
  clearTimeout(closeTimer);
  void open();
  return () => {
    listeners.delete(entry);
    if (listeners.size === 0) {
      clearTimeout(closeTimer);
      closeTimer = setTimeout(close, CLOSE_AFTER_MS);
    }
  };
}

/** Whether the stream is open now (false: screens poll as before). */
export function serverEventsLive(): boolean {
  return live;
}

export function onServerEventsLive(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}

/** Calls handler (the latest one rendered) for each event of kinds while mounted. */
export function useServerEvents(kinds: readonly string[], handler: ServerEventHandler): void {
  const ref = useRef(handler);
  ref.current = handler;
  const key = kinds.join(",");
  useEffect(
    () =>
      subscribeServerEvents(key ? key.split(",") : [], (event) => {
        ref.current(event);
      }),
    [key],
  );
}

/** Re-renders when the stream opens or drops. */
export function useServerEventsLive(): boolean {
  return useSyncExternalStore(onServerEventsLive, serverEventsLive, () => false);
}
