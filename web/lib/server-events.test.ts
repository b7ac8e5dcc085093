import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFakeEventSource } from "../../tests/unit/fake-event-source";
import { jsonResponse, mockApi } from "../../tests/unit/mock-api";
import { setAuthToken } from "./http";
import {
  CLOSE_AFTER_MS,
  closeServerEvents,
  serverEventsLive,
  subscribeServerEvents,
} from "./server-events";

let tickets = 0;

beforeEach(() => {
  tickets = 0;
  mockApi({
    "POST /api/common/events_ticket": () => {
      tickets++;
      return jsonResponse({ code: 0, data: { ticket: `t${tickets}` } });
    },
  });
  setAuthToken("token");
});

afterEach(() => {
  closeServerEvents();
  setAuthToken(null);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const flush = () => vi.waitFor(() => undefined);

describe("server events", () => {
  it("opens ONE stream for every listener and hands each the kinds it asked for", async () => {
    const streams = installFakeEventSource();
    const records: string[] = [];
    const any: string[] = [];
    const stopA = subscribeServerEvents(["record"], (e) => records.push(e.kind));
    const stopB = subscribeServerEvents(["completed", "record"], (e) => any.push(e.kind));
    await vi.waitFor(() => expect(streams.all).toHaveLength(1));
    expect(tickets).toBe(1);
    expect(streams.last.url).toBe("/api/common/events?ticket=t1");
    expect(serverEventsLive()).toBe(false);
    streams.last.open();
    expect(serverEventsLive()).toBe(true);
    streams.last.emit("record", { id: 1 });
    streams.last.emit("completed", { id: 2 });
    expect(records).toEqual(["record"]);
    expect(any).toEqual(["record", "completed"]);
    stopA();
    stopB();
  });

  it("opens nothing while signed out", async () => {
    const streams = installFakeEventSource();
    setAuthToken(null);
    const stop = subscribeServerEvents(["record"], () => {});
    await flush();
    expect(streams.all).toHaveLength(0);
    expect(tickets).toBe(0);
    stop();
  });

  it("reconnects with a fresh ticket after a back-off that grows", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const streams = installFakeEventSource();
    const stop = subscribeServerEvents(["record"], () => {});
    await vi.waitFor(() => expect(streams.all).toHaveLength(1));
    streams.last.open();
    streams.last.fail();
    expect(streams.all[0]?.closed).toBe(true);
    expect(serverEventsLive()).toBe(false);
    await vi.advanceTimersByTimeAsync(999);
    expect(streams.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(streams.all).toHaveLength(2));
    expect(streams.last.url).toBe("/api/common/events?ticket=t2");
    // Dropped again before it opened: the next try waits twice as long.
    streams.last.fail();
    await vi.advanceTimersByTimeAsync(1999);
    expect(streams.all).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(streams.all).toHaveLength(3));
    stop();
  });

  it("closes a while after the last listener left, not at once", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const streams = installFakeEventSource();
    const stop = subscribeServerEvents(["record"], () => {});
    await vi.waitFor(() => expect(streams.all).toHaveLength(1));
    streams.last.open();
    stop();
    // The next screen subscribes within the grace time: the same stream serves it.
    await vi.advanceTimersByTimeAsync(CLOSE_AFTER_MS / 2);
    const again = subscribeServerEvents(["record"], () => {});
    await vi.advanceTimersByTimeAsync(CLOSE_AFTER_MS);
    expect(streams.all).toHaveLength(1);
    expect(streams.last.closed).toBe(false);
    again();
    await vi.advanceTimersByTimeAsync(CLOSE_AFTER_MS);
    expect(streams.last.closed).toBe(true);
    expect(serverEventsLive()).toBe(false);
  });
});
