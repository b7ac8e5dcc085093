import { NonIdealState, Tab, Tabs } from "@blueprintjs/core";
import { useState } from "react";
import { ErrorBanner } from "../../components/error-banner";
import { PageFrame } from "../../components/page-frame";
import { useI18nContext } from "../../i18n/i18n-react";
import { errorMessage } from "../../lib/error-message";
import { useRouteFrame } from "../frame/use-route-frame";
import { CommandsTab } from "./commands-tab";
import { Loading } from "./loading";
import { MarketToolbar } from "./market-toolbar";
import { usePluginActions } from "./plugin-actions";
import { PluginGrid } from "./plugin-card";
import { usePluginLists } from "./plugin-lists";
import "./plugins.css";

type TabId = "commands" | "installed" | "market";

/** /plugins/index (screens.md): 快捷功能 (default), 我的插件, 插件市场. */
export function PluginsPage() {
  const { LL } = useI18nContext();
  const t = LL.plugins;
  const { title, breadcrumb } = useRouteFrame();
  const [tab, setTab] = useState<TabId>("commands");
  const { market, installed, installedList } = usePluginLists();
  const { open, dialogs } = usePluginActions();

  const grid = (which: "installed" | "market") => {
    const q = which === "installed" ? installed : market;
    const list = which === "installed" ? installedList : (market.data ?? []);
    return (
      <>
        {which === "market" && <MarketToolbar />}
        {q.isPending && <Loading />}
        {q.isError && (
          <ErrorBanner message={t.loadFailed({ message: errorMessage(q.error) ?? "" })} />
        )}
        {q.isSuccess && list.length === 0 && (
          <NonIdealState title={which === "installed" ? t.emptyInstalled() : t.emptyMarket()} />
        )}
        {list.length > 0 && <PluginGrid plugins={list} label={t.tabs[which]()} open={open} />}
      </>
    );
  };

  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      <Tabs
        id="plugins"
        size="large"
        selectedTabId={tab}
        onChange={(id) => setTab(id as TabId)}
        renderActiveTabPanelOnly
        aria-label={t.tabs.label()}
        className="mr-plugin-tabs"
      >
        <Tab id="commands" title={t.tabs.commands()} panel={<CommandsTab />} />
        <Tab id="installed" title={t.tabs.installed()} panel={grid("installed")} />
        <Tab id="market" title={t.tabs.market()} panel={grid("market")} />
      </Tabs>
      {dialogs}
    </PageFrame>
  );
}
