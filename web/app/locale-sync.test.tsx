import { act, screen } from "@testing-library/react";
import { createStore } from "jotai";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../tests/unit/render";
import { useI18nContext } from "../i18n/i18n-react";
import { localeAtom } from "../state/locale";
import { LocaleSync } from "./locale-sync";

function SearchLabel() {
  const { LL } = useI18nContext();
  return <p>{LL.phrases.searchPlaceholder()}</p>;
}

describe("LocaleSync", () => {
  it("switches the UI and <html lang> once the chosen locale's chunk has loaded", async () => {
    const store = createStore();
    renderWithApp(
      <>
        <LocaleSync />
        <SearchLabel />
      </>,
      { store },
    );
    expect(screen.getByText("搜索…")).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("zh-CN");
    act(() => store.set(localeAtom, "nl"));
    expect(await screen.findByText("Zoek onderwerpen…")).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("nl");
  });

  it("keeps the locale cookie the server reads in step with the choice", () => {
    const store = createStore();
    renderWithApp(<LocaleSync />, { store });
    expect(document.cookie).toContain("mr-locale=zh");
    act(() => store.set(localeAtom, "en"));
    expect(document.cookie).toContain("mr-locale=en");
    expect(document.cookie).not.toContain("mr-locale=zh");
  });
});
