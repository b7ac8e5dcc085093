import { Classes, Tag } from "@blueprintjs/core";
import { useI18nContext } from "../../i18n/i18n-react";
import { mediaImage } from "../../lib/media-image";
import { paths } from "../../lib/paths";
import type { DashboardSummary } from "./api/get-dashboard";
import { TileFrame } from "./tile-frame";

/** The newest titles the organiser filed, with their pictures. */
export function FiledTile({ tile }: { tile: DashboardSummary["filed"] }) {
  const { LL } = useI18nContext();
  const t = LL.movieDashboard.filed;
  const items = tile.data ?? [];
  return (
    <TileFrame id="filed" texts={t} href={paths.download.record} tile={tile}>
      {items.length === 0 && <p className={Classes.TEXT_MUTED}>{t.none()}</p>}
      <ul className="mr-filed">
        {items.map((f) => (
          <li key={f.id} className="mr-filed-item">
            {f.image_url ? (
              <img src={mediaImage(f.image_url)} alt="" loading="lazy" className="mr-filed-image" />
            ) : (
              <div className="mr-filed-image mr-filed-none" aria-hidden />
            )}
            <span className="mr-filed-title">
              {f.title}
              {f.year > 0 && ` (${f.year})`}
            </span>
            {f.season ? (
              <span className={Classes.TEXT_MUTED}>{t.season({ season: f.season })}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </TileFrame>
  );
}

/** Subscriptions waiting for approval, searching and done this week. */
export function SubscriptionsTile({ tile }: { tile: DashboardSummary["subscriptions"] }) {
  const { LL } = useI18nContext();
  const t = LL.movieDashboard.subs;
  const c = tile.data;
  const figures = [
    { key: "waiting", label: t.waiting(), value: c?.waiting ?? 0 },
    { key: "searching", label: t.searching(), value: c?.searching ?? 0 },
    { key: "done", label: t.doneWeek(), value: c?.done_week ?? 0 },
  ];
  return (
    <TileFrame id="subs" texts={t} href={paths.subscribe.tvIndex} tile={tile}>
      <dl className="mr-figures">
        {figures.map((f) => (
          <div key={f.key} className="mr-figure">
            <dt className={Classes.TEXT_MUTED}>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
    </TileFrame>
  );
}

/** The scheduler's jobs, soonest first. */
export function JobsTile({ tile }: { tile: DashboardSummary["jobs"] }) {
  const { LL } = useI18nContext();
  const t = LL.movieDashboard.jobs;
  return (
    <TileFrame id="jobs" texts={t} href={paths.setting.index} tile={tile}>
      <ul className="mr-plain-list mr-jobs">
        {(tile.data ?? []).map((j) => (
          <li key={j.name} className="mr-tile-row">
            <span>
              {j.title || j.name}
              {j.last_error && (
                <span className="mr-job-error">{t.failed({ error: j.last_error })}</span>
              )}
            </span>
            {j.running ? (
              <Tag intent="primary" minimal>
                {t.running()}
              </Tag>
            ) : (
              <span className={Classes.TEXT_MUTED}>
                {j.next_run ? t.next({ time: j.next_run }) : t.notScheduled()}
              </span>
            )}
          </li>
        ))}
      </ul>
    </TileFrame>
  );
}

/** Sites with an error, an expired cookie or a spent request budget. */
export function SitesTile({ tile }: { tile: DashboardSummary["sites"] }) {
  const { LL } = useI18nContext();
  const t = LL.movieDashboard.sites;
  const items = tile.data ?? [];
  return (
    <TileFrame id="sites" texts={t} href={paths.site.dashboard} tile={tile}>
      {items.length === 0 && <p className={Classes.TEXT_MUTED}>{t.allGood()}</p>}
      <ul className="mr-plain-list">
        {items.map((p) => (
          <li key={p.site} className="mr-site-problem">
            <div className="mr-tile-row">
              <strong>{p.alias || p.site}</strong>
              <Tag intent={p.kind === "budget" ? "warning" : "danger"} minimal>
                {t[p.kind]()}
              </Tag>
            </div>
            {p.reason && <span className={Classes.TEXT_MUTED}>{p.reason}</span>}
          </li>
        ))}
      </ul>
    </TileFrame>
  );
}

/** What each media server holds. */
export function LibraryTile({ tile }: { tile: DashboardSummary["library"] }) {
  const { LL } = useI18nContext();
  const t = LL.movieDashboard.library;
  const items = tile.data ?? [];
  return (
    <TileFrame id="library" texts={t} href={paths.setting.index} tile={tile}>
      {items.length === 0 && <p className={Classes.TEXT_MUTED}>{t.none()}</p>}
      <ul className="mr-plain-list">
        {items.map((l) => (
          <li key={l.server} className="mr-tile-row">
            <strong>{l.server}</strong>
            {l.available ? (
              <span>{t.counts({ movies: l.movies, series: l.series, episodes: l.episodes })}</span>
            ) : (
              <Tag intent="danger" minimal>
                {LL.movieDashboard.unavailableReason({ reason: l.reason ?? "" })}
              </Tag>
            )}
          </li>
        ))}
      </ul>
    </TileFrame>
  );
}
