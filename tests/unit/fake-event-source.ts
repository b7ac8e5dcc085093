import { vi } from "vitest";

/** jsdom has no EventSource: this one lets a test open, feed and drop the stream. */
export class FakeEventSource {
  static all: FakeEventSource[] = [];
  url: string;
  closed = false;
  onopen: ((e: Event) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  private handlers = new Map<string, Set<(e: MessageEvent<string>) => void>>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.all.push(this);
  }

  static get last(): FakeEventSource {
    const last = FakeEventSource.all.at(-1);
    if (!last) throw new Error("no EventSource was opened");
    return last;
  }

  addEventListener(kind: string, fn: (e: MessageEvent<string>) => void): void {
    const set = this.handlers.get(kind) ?? new Set();
    set.add(fn);
    this.handlers.set(kind, set);
  }

  close(): void {
    this.closed = true;
  }

  /** The server answered: the stream is open. */
  open(): void {
    this.onopen?.(new Event("open"));
  }

  /** One `event: kind` + `data: json`. */
  emit(kind: string, data: Record<string, unknown>): void {
    const message = new MessageEvent<string>(kind, { data: JSON.stringify({ kind, ...data }) });
    for (const fn of this.handlers.get(kind) ?? []) fn(message);
  }

  /** The connection dropped. */
  fail(): void {
    this.onerror?.(new Event("error"));
  }
}

/** Installs FakeEventSource as the global EventSource, forgetting earlier ones. */
export function installFakeEventSource(): typeof FakeEventSource {
  FakeEventSource.all = [];
  vi.stubGlobal("EventSource", FakeEventSource);
  return FakeEventSource;
}
