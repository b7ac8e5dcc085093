import { screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { renderWithApp } from "../../tests/unit/render";
import { PRELOAD_ERROR_EVENT, PRELOAD_RELOADED_KEY, pageReloader } from "../lib/page-reload";
import { ErrorBoundary } from "./error-boundary";
import { lazyPage } from "./lazy-page";

const listeners: EventListener[] = [];
function onPreloadError(listener: (event: Event) => void) {
  listeners.push(listener);
  window.addEventListener(PRELOAD_ERROR_EVENT, listener);
}

let reload: MockInstance<() => void>;
beforeEach(() => {
  reload = vi.spyOn(pageReloader, "reload").mockImplementation(() => {});
});
afterEach(() => {
  for (const listener of listeners.splice(0)) {
    window.removeEventListener(PRELOAD_ERROR_EVENT, listener);
  }
  sessionStorage.clear();
});

function renderLazy(Page: ReturnType<typeof lazyPage>) {
  return renderWithApp(
    <ErrorBoundary resetKey="/">
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>
    </ErrorBoundary>,
  );
}

function Hello() {
  return <p>hello</p>;
}

const failing = (error = new Error("chunk failed")) =>
  lazyPage<{ X: () => null }, "X">(() => Promise.reject(error), "X");

describe("lazyPage", () => {
  it("renders the named export once its chunk has loaded", async () => {
    const Page = lazyPage(async () => ({ Hello }), "Hello");
    renderLazy(Page);
    expect(screen.getByText("loading")).toBeInTheDocument();
    expect(await screen.findByText("hello")).toBeInTheDocument();
  });

  it("does not rethrow nor reload when a listener handles preload-error", async () => {
    const handled = vi.fn((event: Event) => event.preventDefault());
    onPreloadError(handled);
    renderLazy(failing());
    await vi.waitFor(() => expect(handled).toHaveBeenCalledOnce());
    expect(screen.getByText("loading")).toBeInTheDocument();
    expect(screen.queryByText("500")).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it("unhandled: fires the event and reloads the page once, without an error screen", async () => {
    const failure = new Error("chunk failed");
    const seen: unknown[] = [];
    onPreloadError((event) => seen.push((event as CustomEvent).detail));
    renderLazy(failing(failure));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(seen).toEqual([failure]);
    expect(sessionStorage.getItem(PRELOAD_RELOADED_KEY)).toBe("1");
    expect(screen.getByText("loading")).toBeInTheDocument();
  });

  it("unhandled again after that reload: rethrows to the 500 screen", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    sessionStorage.setItem(PRELOAD_RELOADED_KEY, "1");
    renderLazy(failing());
    expect(await screen.findByText("500")).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe("lazyPage preload", () => {
  it("a page mounted after preload renders at once, without the fallback", async () => {
    const Page = lazyPage(async () => ({ Hello }), "Hello");
    await Page.preload();
    renderLazy(Page);
    expect(screen.getByText("hello")).toBeInTheDocument();
    expect(screen.queryByText("loading")).not.toBeInTheDocument();
  });
});
