import { act, render, screen } from "@testing-library/react";
import { createStore } from "jotai";
import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { testQueryClient } from "../../tests/unit/render";
import { useI18nContext } from "../i18n/i18n-react";
import { loadBaseLocale } from "../i18n/load-base-locale";
import { localeAtom } from "../state/locale";
import { lazyPage } from "./lazy-page";
import { LocaleSync } from "./locale-sync";
import { AppProviders } from "./providers";

function LogScreen() {
  const { LL } = useI18nContext();
  return (
    <p>
      {LL.phrases.searchPlaceholder()} {LL.settingLog.appLog.file()}
    </p>
  );
}

function SiteScreen() {
  const { LL } = useI18nContext();
  return <h1>{LL.site.header()}</h1>;
}

/** The app as main.tsx starts it: only zh's root is loaded, no namespace. */
function renderApp(Page: ReturnType<typeof lazyPage>, store = createStore()) {
  loadBaseLocale();
  render(
    <AppProviders queryClient={testQueryClient()} store={store}>
      <LocaleSync />
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>
    </AppProviders>,
  );
  return store;
}

describe("a lazy screen's namespaces", () => {
  it("are loaded before it renders, and again in the language switched to", async () => {
    const store = renderApp(lazyPage(async () => ({ LogScreen }), "LogScreen", ["settingLog"]));
    expect(screen.getByText("loading")).toBeInTheDocument();
    expect(await screen.findByText("搜索… 日志文件")).toBeInTheDocument();
    act(() => store.set(localeAtom, "nl"));
    expect(await screen.findByText("Zoek onderwerpen… Log file")).toBeInTheDocument();
  });

  it("come in the chosen language when it is not yet the one on show", async () => {
    localStorage.setItem("locale", '"en"');
    renderApp(lazyPage(async () => ({ SiteScreen }), "SiteScreen", ["site"]));
    expect(await screen.findByRole("heading", { name: "Site data" })).toBeInTheDocument();
  });
});
