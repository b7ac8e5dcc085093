import { AnchorButton, Button, Card, Classes, Tag } from "@blueprintjs/core";
import {
  ApplicationIcon,
  CogIcon,
  DownloadIcon,
  GitRepoIcon,
  HeartIcon,
  HelpIcon,
  TrashIcon,
  UpdatedIcon,
} from "@blueprintjs/icons";
import { useState } from "react";
import { Link } from "wouter";
import { CardGrid } from "../../components/card-grid";
import { useI18nContext } from "../../i18n/i18n-react";
import { withBasePath } from "../../lib/base-path";
import { paths } from "../../lib/paths";
import type { OpenAction } from "./plugin-actions";
import type { Plugin } from "./types";

export const detailHref = (p: Plugin) =>
  `${paths.plugins.detail}?pluginId=${encodeURIComponent(String(p.id))}`;

/** Logo URLs are server paths (/plugins/<name>/logo.jpg): under --base-path they need the prefix. */
export const logoSrc = (p: Plugin) =>
  p.logoUrl.startsWith("/") ? withBasePath(p.logoUrl) : p.logoUrl;

/**
 * One plugin of 我的插件 / 插件市场 (screens.md): logo (→ detail), ribbon
 * 已安装 or 有新版, version chip, title, author, two lines of description,
 * and the footer's icon buttons.
 */
export function PluginCard({ plugin, open }: { plugin: Plugin; open: OpenAction }) {
  const { LL } = useI18nContext();
  const t = LL.plugins.card;
  const title = plugin.title;
  const version = plugin.installed
    ? (plugin.localVersion ?? plugin.lastVersion)
    : plugin.lastVersion;
  const ribbon = plugin.hasNew ? t.hasNew() : plugin.installed ? t.installed() : null;
  return (
    <Card elevation={1} className="mr-plugin-card">
      <Link href={detailHref(plugin)} className="mr-plugin-logo" aria-label={t.open({ title })}>
        <PluginLogo plugin={plugin} />
      </Link>
      {ribbon && (
        <span className={`mr-plugin-ribbon${plugin.hasNew ? " mr-plugin-ribbon-new" : ""}`}>
          {ribbon}
        </span>
      )}
      <div className="mr-plugin-body">
        {version && (
          <Tag minimal round className="mr-plugin-version">
            {t.version({ version })}
          </Tag>
        )}
        <h2 className={`${Classes.HEADING} mr-plugin-title`}>{title}</h2>
        <p className={Classes.TEXT_MUTED}>{t.author({ author: plugin.author })}</p>
        <p className="mr-plugin-desc">{plugin.description}</p>
      </div>
      <div className="mr-plugin-footer">
        {plugin.payImageUrl && (
          <Button
            variant="minimal"
            icon={<HeartIcon />}
            aria-label={t.donate({ title })}
            onClick={() => open("donate", plugin)}
          />
        )}
        {plugin.githubUrl && (
          <AnchorButton
            variant="minimal"
            icon={<GitRepoIcon />}
            aria-label={t.github({ title })}
            href={plugin.githubUrl}
            target="_blank"
            rel="noopener noreferrer"
          />
        )}
        {plugin.helpDocUrl && (
          <AnchorButton
            variant="minimal"
            icon={<HelpIcon />}
            aria-label={t.helpDoc({ title })}
            href={plugin.helpDocUrl}
            target="_blank"
            rel="noopener noreferrer"
          />
        )}
        <span className="mr-plugin-footer-gap" />
        {plugin.installed && plugin.hasConfig && (
          <Button
            variant="minimal"
            icon={<CogIcon />}
            aria-label={t.settings({ title })}
            onClick={() => open("config", plugin)}
          />
        )}
        {plugin.hasNew && (
          <Button
            variant="minimal"
            intent="primary"
            icon={<UpdatedIcon />}
            aria-label={t.upgrade({ title })}
            onClick={() => open("upgrade", plugin)}
          />
        )}
        {plugin.installed ? (
          <Button
            variant="minimal"
            intent="danger"
            icon={<TrashIcon />}
            aria-label={t.uninstall({ title })}
            onClick={() => open("uninstall", plugin)}
          />
        ) : (
          <Button
            variant="minimal"
            intent="primary"
            icon={<DownloadIcon />}
            aria-label={t.install({ title })}
            onClick={() => open("install", plugin)}
          />
        )}
      </div>
    </Card>
  );
}

/** The logo, or a plugin icon while there is none (a market plugin not installed yet). */
function PluginLogo({ plugin }: { plugin: Plugin }) {
  const [broken, setBroken] = useState(false);
  if (broken || !plugin.logoUrl)
    return (
      <span className="mr-plugin-logo-empty">
        <ApplicationIcon size={64} aria-hidden />
      </span>
    );
  return <img src={logoSrc(plugin)} alt="" loading="lazy" onError={() => setBroken(true)} />;
}

export function PluginGrid(props: { plugins: readonly Plugin[]; label: string; open: OpenAction }) {
  return (
    <CardGrid columns="three" className="mr-plugin-grid" label={props.label}>
      {props.plugins.map((p) => (
        <li key={p.pluginName}>
          <PluginCard plugin={p} open={props.open} />
        </li>
      ))}
    </CardGrid>
  );
}
