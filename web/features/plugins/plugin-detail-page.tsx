import { Button, Card, Classes, NonIdealState, Tag } from "@blueprintjs/core";
import { CogIcon, DownloadIcon, TrashIcon, UpdatedIcon } from "@blueprintjs/icons";
import { useQuery } from "@tanstack/react-query";
import { useSearch } from "wouter";
import { ErrorBanner } from "../../components/error-banner";
import { PageFrame } from "../../components/page-frame";
import { useI18nContext } from "../../i18n/i18n-react";
import { errorMessage } from "../../lib/error-message";
import { useRouteFrame } from "../frame/use-route-frame";
import { detailQueryOptions } from "./api/get-detail";
import { versionListQueryOptions } from "./api/get-plugins-version-list";
import { Loading } from "./loading";
import { usePluginActions } from "./plugin-actions";
import { logoSrc } from "./plugin-card";
import { changelogLines } from "./plugin-lists";
import { PluginRuns } from "./plugin-runs";
import "./plugins.css";

/**
 * /plugins/detail?pluginId= (screens.md): the plugin's panel with
 * 安装/升级, 配置 and 卸载 (the dialogs of /plugins/index), its 更新日志,
 * and (installed) the latest run of each of its commands with its log.
 */
export function PluginDetailPage() {
  const { LL } = useI18nContext();
  const t = LL.plugins.detail;
  const { title, breadcrumb } = useRouteFrame();
  const id = new URLSearchParams(useSearch()).get("pluginId") ?? "";
  const detail = useQuery({ ...detailQueryOptions(id), enabled: id !== "" });
  const versions = useQuery({ ...versionListQueryOptions(id), enabled: id !== "" });
  const { open, dialogs } = usePluginActions();
  const p = detail.data;

  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      {id === "" && <NonIdealState title={t.notFound()} />}
      {id !== "" && detail.isPending && <Loading />}
      {detail.isError && <ErrorBanner message={errorMessage(detail.error) ?? t.notFound()} />}
      {p && (
        <Card elevation={1} className="mr-plugin-panel">
          <img
            className="mr-plugin-panel-logo"
            src={logoSrc(p)}
            alt={LL.plugins.card.logo({ title: p.title })}
          />
          <div className="mr-plugin-panel-text">
            <h2 className={Classes.HEADING}>{p.title}</h2>
            <p className={Classes.TEXT_MUTED}>{LL.plugins.card.author({ author: p.author })}</p>
            <p>{p.description}</p>
            <div className="mr-plugin-deps">
              {p.installed && p.localVersion && (
                <Tag minimal>{t.localVersion({ version: p.localVersion })}</Tag>
              )}
              {p.lastVersion && <Tag minimal>{t.lastVersion({ version: p.lastVersion })}</Tag>}
            </div>
            <div className="mr-plugin-panel-actions">
              {!p.installed && (
                <Button
                  intent="primary"
                  icon={<DownloadIcon />}
                  text={t.install()}
                  onClick={() => open("install", p)}
                />
              )}
              {p.installed && p.hasNew && (
                <Button
                  intent="primary"
                  icon={<UpdatedIcon />}
                  text={t.upgrade()}
                  onClick={() => open("upgrade", p)}
                />
              )}
              {p.installed && (
                <Button icon={<CogIcon />} text={t.configure()} onClick={() => open("config", p)} />
              )}
              {p.installed && (
                <Button
                  intent="danger"
                  variant="outlined"
                  icon={<TrashIcon />}
                  text={t.uninstall()}
                  onClick={() => open("uninstall", p)}
                />
              )}
            </div>
          </div>
        </Card>
      )}
      {p?.installed && <PluginRuns plugin={p.pluginName} />}
      {p && (
        <Card elevation={1} className="mr-plugin-section">
          <h2 className={Classes.HEADING}>{t.changelog()}</h2>
          {versions.isPending && <Loading />}
          {versions.data?.map((v) => (
            <section
              key={v.version}
              className="mr-plugin-version-log"
              aria-label={LL.plugins.card.version({ version: v.version })}
            >
              <div className="mr-plugin-version-head">
                <Tag round intent="primary" minimal>
                  {LL.plugins.card.version({ version: v.version })}
                </Tag>
                {v.gmtCreate && (
                  <span className={Classes.TEXT_MUTED}>{t.versionDate({ date: v.gmtCreate })}</span>
                )}
              </div>
              <ul className="mr-plugin-changelog">
                {changelogLines(v.changelog).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
          ))}
        </Card>
      )}
      {dialogs}
    </PageFrame>
  );
}
