import { Classes, Tag } from "@blueprintjs/core";
import { WarningSignIcon } from "@blueprintjs/icons";
import { useI18nContext } from "../../i18n/i18n-react";
import { paths } from "../../lib/paths";
import type { DashboardSummary } from "./api/get-dashboard";
import { formatBytes, formatEta } from "./format";
import { TileFrame } from "./tile-frame";

/** Downloads in progress per client, each client's state and free space. */
export function ClientsTile({ tile }: { tile: DashboardSummary["clients"] }) {
  const { LL } = useI18nContext();
  const t = LL.movieDashboard.clients;
  const clients = tile.data ?? [];
  const unit = { h: t.hours(), m: t.minutes() };
  return (
    <TileFrame id="clients" texts={t} href={paths.download.record} tile={tile}>
      {clients.length === 0 && <p className={Classes.TEXT_MUTED}>{t.none()}</p>}
      <ul className="mr-plain-list">
        {clients.map((c) => (
          <li key={c.name} className="mr-client">
            <div className="mr-tile-row">
              <strong>{c.name}</strong>
              {c.available ? (
                <span className={Classes.TEXT_MUTED}>
                  {c.free_bytes >= 0
                    ? t.free({ size: formatBytes(c.free_bytes) })
                    : t.freeUnknown()}
                  {c.downloading.length > 0 && ` · ${t.speed({ speed: formatBytes(c.dl_speed) })}`}
                </span>
              ) : (
                <Tag intent="danger" minimal>
                  {LL.movieDashboard.unavailableReason({ reason: c.reason ?? "" })}
                </Tag>
              )}
            </div>
            {c.available && c.downloading.length === 0 && (
              <p className={Classes.TEXT_MUTED}>{t.idle()}</p>
            )}
            <ul className="mr-plain-list">
              {c.downloading.map((d) => (
                <li key={d.name} className="mr-transfer">
                  <span className="mr-transfer-name">{d.name}</span>
                  <progress max={1} value={d.progress} aria-label={t.progress({ name: d.name })} />
                  <span className={Classes.TEXT_MUTED}>
                    {`${(d.progress * 100).toFixed(1)}% · ${t.speed({ speed: formatBytes(d.dl_speed) })} · `}
                    {d.eta_seconds >= 0
                      ? t.eta({ time: formatEta(d.eta_seconds, unit) })
                      : t.stalled()}
                  </span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </TileFrame>
  );
}

/** Free space of every media path's folders, low ones flagged. */
export function DisksTile({ tile }: { tile: DashboardSummary["disks"] }) {
  const { LL } = useI18nContext();
  const t = LL.movieDashboard.disks;
  const items = tile.data?.items ?? [];
  return (
    <TileFrame id="disks" texts={t} href={paths.config.mediaPath} tile={tile}>
      <p className={Classes.TEXT_MUTED}>
        {t.threshold({
          gb: tile.data?.min_free_gb ?? 0,
          percent: tile.data?.min_free_percent ?? 0,
        })}
      </p>
      {items.length === 0 && <p className={Classes.TEXT_MUTED}>{t.none()}</p>}
      <ul className="mr-plain-list">
        {items.map((d) => (
          <li key={d.path} className="mr-disk" data-low={d.low || undefined}>
            <div className="mr-tile-row">
              <span className="mr-disk-path">
                {d.kind === "media" ? t.media() : t.download()} <code>{d.path}</code>
              </span>
              {d.low && (
                <Tag intent="danger" icon={<WarningSignIcon />}>
                  {t.low()}
                </Tag>
              )}
            </div>
            {d.reason ? (
              <span className={Classes.TEXT_MUTED}>{t.unreadable({ reason: d.reason })}</span>
            ) : (
              <>
                <progress
                  max={d.total_bytes || 1}
                  value={d.total_bytes - d.free_bytes}
                  aria-label={d.path}
                />
                <span className={Classes.TEXT_MUTED}>
                  {t.free({ free: formatBytes(d.free_bytes), total: formatBytes(d.total_bytes) })}
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
    </TileFrame>
  );
}
