import { screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../tests/unit/render";
import { ErrorBoundary } from "./error-boundary";
import { lazyPage, PRELOAD_ERROR_EVENT } from "./lazy-page";

const listeners: EventListener[] = [];
function onPreloadError(listener: (event: Event) => void) {
  listeners.push(listener);
  window.addEventListener(PRELOAD_ERROR_EVENT, listener);
}
afterEach(() => {
  for (const listener of listeners.splice(0)) {
    window.removeEventListener(PRELOAD_ERROR_EVENT, listener);
  }
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

describe("lazyPage", () => {
  it("renders the named export once its chunk has loaded", async () => {
    const Page = lazyPage(async () => ({ Hello }), "Hello");
    renderLazy(Page);
    expect(screen.getByText("loading")).toBeInTheDocument();
    expect(await screen.findByText("hello")).toBeInTheDocument();
  });

  it("fires preload-error and rethrows when nobody handles it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = new Error("chunk failed");
    const seen: unknown[] = [];
    onPreloadError((event) => seen.push((event as CustomEvent).detail));
    const Page = lazyPage<{ X: () => null }, "X">(() => Promise.reject(failure), "X");
    renderLazy(Page);
    // The error boundary catches the rethrown failure and shows the 500 screen.
    expect(await screen.findByText("500")).toBeInTheDocument();
    expect(seen).toEqual([failure]);
  });

  it("does not rethrow when a listener handles the event", async () => {
    const handled = vi.fn((event: Event) => event.preventDefault());
    onPreloadError(handled);
    const Page = lazyPage<{ X: () => null }, "X">(() => Promise.reject(new Error("x")), "X");
    renderLazy(Page);
    await vi.waitFor(() => expect(handled).toHaveBeenCalledOnce());
    expect(screen.getByText("loading")).toBeInTheDocument();
    expect(screen.queryByText("500")).not.toBeInTheDocument();
  });
});
