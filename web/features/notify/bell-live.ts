import type { QueryClient } from "@tanstack/react-query";
import {
  MESSAGE_KINDS,
  onServerEventsLive,
  serverEventsLive,
  subscribeServerEvents,
} from "../../lib/server-events";
import { unreadCountQueryKey, unreadLive } from "./api/count-unread-sys-notify";

// Loaded by the bell after it mounts (a chunk of its own, nothing in the
// entry): while the event stream is open the unread count is read again on
// each event that leaves a message, and not polled.

export function followBell(client: QueryClient): () => void {
  const recount = () => void client.invalidateQueries({ queryKey: unreadCountQueryKey });
  const stopEvents = subscribeServerEvents(MESSAGE_KINDS, recount);
  const stopLive = onServerEventsLive(() => {
    unreadLive.on = serverEventsLive();
    // Opened: catch what came before; dropped: this read restarts the polling.
    recount();
  });
  return () => {
    stopEvents();
    stopLive();
    unreadLive.on = false;
  };
}
