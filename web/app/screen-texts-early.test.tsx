import { render, screen } from "@testing-library/react";
import { createStore } from "jotai";
import { describe, expect, it } from "vitest";
import { testQueryClient } from "../../tests/unit/render";
import { useI18nContext } from "../i18n/i18n-react";
import { loadBaseLocale } from "../i18n/load-base-locale";
import { loadScreenTexts } from "../lib/screen-texts";
import { LocaleSync } from "./locale-sync";
import { AppProviders } from "./providers";

function SignUpTitle() {
  const { LL } = useI18nContext();
  return <h1>{LL.invite.signUp.title()}</h1>;
}

// Its own file: the adapter must not have been bound by an earlier test.
describe("texts that arrive before LocaleSync binds", () => {
  it("still show once it does (a preloaded first screen)", async () => {
    loadBaseLocale();
    const store = createStore();
    const app = (sync: boolean) => (
      <AppProviders queryClient={testQueryClient()} store={store}>
        {sync && <LocaleSync />}
        <SignUpTitle />
      </AppProviders>
    );
    const { rerender } = render(app(false));
    await loadScreenTexts(["invite"]);
    rerender(app(true));
    expect(await screen.findByRole("heading", { name: "注册账号" })).toBeInTheDocument();
  });
});
