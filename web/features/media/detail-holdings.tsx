import { Callout, Classes, H2, Intent, Tag } from "@blueprintjs/core";
import { SearchIcon } from "@blueprintjs/icons";
import { Link } from "wouter";
import { LinkButton } from "../../components/link-button";
import { useStatusLabel } from "../../components/media-card";
import type { MediaDetail } from "../../components/media-card/api/media-detail";
import { TitledSection } from "../../components/titled-section";
import { useI18nContext } from "../../i18n/i18n-react";
import { paths } from "../../lib/paths";
import type { LibraryStatus, TitleHoldings } from "./api/title-holdings";
import { type SearchTarget, torrentSearchHref } from "./detail-search";

const INTENT = { in_library: "success", partial: "warning", none: "none" } as const;

/** 已入库 / 部分入库 / 未入库 as a tag. */
export function LibraryTag({ status }: { status: LibraryStatus }) {
  const { LL } = useI18nContext();
  return (
    <Tag round intent={INTENT[status]} className="mr-detail-library-tag">
      {LL.titles.library[status]()}
    </Tag>
  );
}

/** 搜索资源 as a link styled as a button (it opens another screen); small: the icon alone. */
export function SearchLink(props: { target: SearchTarget; label?: string; small?: boolean }) {
  const { LL } = useI18nContext();
  return (
    <LinkButton
      href={torrentSearchHref(props.target)}
      {...(props.small
        ? { size: "small", variant: "minimal" }
        : { intent: Intent.PRIMARY, variant: "outlined" })}
      aria-label={props.label}
      title={props.label}
    >
      <SearchIcon />
      {!props.small && <span className={Classes.BUTTON_TEXT}>{LL.titles.searchTorrents()}</span>}
    </LinkButton>
  );
}

/** The library's holdings: servers, and for a show each season's episodes with 搜索资源 for each. */
export function LibrarySection(props: {
  detail: MediaDetail;
  target: SearchTarget;
  holdings: TitleHoldings | undefined;
  failed: boolean;
}) {
  const { LL } = useI18nContext();
  const t = LL.titles.library;
  const { holdings, detail } = props;
  const lib = holdings?.library;
  const counts = new Map(
    (detail.seasons ?? []).map((s) => [s.season_number, s.episode_count ?? 0] as const),
  );
  const seasons = (detail.seasons ?? []).filter((s) => s.season_number > 0);
  const tv = props.target.type === "TV";
  return (
    <section className="mr-detail-section" aria-labelledby="detail-library">
      <H2 id="detail-library" className="mr-detail-heading">
        {t.heading()}
      </H2>
      {props.failed && <Callout intent="warning">{t.loadFailed()}</Callout>}
      {lib && (
        <p className="mr-detail-library-line">
          <LibraryTag status={lib.status} />
          {lib.servers.length > 0 && (
            <span>{t.servers({ names: lib.servers.join(t.listSep()) })}</span>
          )}
          {lib.filed && <span>{t.filed()}</span>}
        </p>
      )}
      {lib?.error && <p className={Classes.TEXT_MUTED}>{t.serverError()}</p>}
      {tv && seasons.length > 0 && (
        <ul className="mr-detail-seasons">
          {seasons.map((s) => {
            const held = lib?.seasons.find((h) => h.season === s.season_number);
            const total = held?.total || counts.get(s.season_number) || 0;
            const have = new Set(held?.episodes ?? []);
            return (
              <li key={s.season_number}>
                <div className="mr-detail-season-head">
                  <strong>
                    {s.name || LL.discover.subscribeDialog.season({ season: s.season_number })}
                  </strong>
                  {s.episode_count ? (
                    <span>{LL.discover.detail.episodes({ count: s.episode_count })}</span>
                  ) : null}
                  {s.air_date && <span className={Classes.TEXT_MUTED}>{s.air_date}</span>}
                  <SearchLink
                    small
                    target={{ ...props.target, season: s.season_number }}
                    label={LL.titles.searchSeason({ season: s.season_number })}
                  />
                </div>
                {held && <SeasonHeld status={held.status} have={[...have]} total={total} />}
                {total > 0 && (
                  <details className="mr-detail-episodes">
                    <summary>{t.episodes()}</summary>
                    <ol>
                      {Array.from({ length: total }, (_, i) => i + 1).map((ep) => (
                        <li key={ep} className={have.has(ep) ? "is-held" : undefined}>
                          <span>
                            {t.episodeState({
                              episode: ep,
                              status: have.has(ep) ? t.in_library() : t.none(),
                            })}
                          </span>
                          <SearchLink
                            small
                            target={{ ...props.target, season: s.season_number, episode: ep }}
                            label={LL.titles.searchEpisode({
                              season: s.season_number,
                              episode: ep,
                            })}
                          />
                        </li>
                      ))}
                    </ol>
                  </details>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** "部分入库 · 已有 E1、E2 · 缺 E3" for one season. */
function SeasonHeld(props: { status: LibraryStatus; have: number[]; total: number }) {
  const { LL } = useI18nContext();
  const t = LL.titles.library;
  const list = (eps: number[]) => eps.map((e) => t.episodeShort({ episode: e })).join(t.listSep());
  const missing =
    props.total > 0
      ? Array.from({ length: props.total }, (_, i) => i + 1).filter((e) => !props.have.includes(e))
      : [];
  return (
    <p className="mr-detail-season-held">
      <LibraryTag status={props.status} />
      {props.status === "partial" && props.have.length > 0 && (
        <span>{t.episodesHeld({ list: list(props.have) })}</span>
      )}
      {props.status === "partial" && missing.length > 0 && (
        <span>{t.episodesMissing({ list: list(missing) })}</span>
      )}
    </p>
  );
}

/** The title's download records (a normal user's own), newest first, and the way to 下载记录. */
export function RecordsSection(props: { holdings: TitleHoldings; tmdbId?: number | undefined }) {
  const { LL } = useI18nContext();
  const t = LL.titles.records;
  const { records } = props.holdings;
  return (
    <section className="mr-detail-section" aria-labelledby="detail-records">
      <H2 id="detail-records" className="mr-detail-heading">
        {t.heading()}
      </H2>
      {records.length === 0 ? (
        <p className={Classes.TEXT_MUTED}>{t.empty()}</p>
      ) : (
        <ul className="mr-detail-records">
          {records.map((r) => (
            <li key={r.id}>
              <span className="mr-detail-record-name">{r.name}</span>
              <span className="mr-detail-record-facts">
                <Tag minimal intent={r.status === 3 ? "danger" : "none"}>
                  {t[`status${r.status}`]()}
                </Tag>
                {r.status !== 0 && (
                  <Tag minimal intent={r.filed ? "success" : "none"}>
                    {r.filed ? t.filed() : t.notFiled()}
                  </Tag>
                )}
                {r.season ? <span>{t.season({ season: r.season })}</span> : null}
                {r.episodes ? <span>{t.episodes({ list: r.episodes })}</span> : null}
                <span>{r.site}</span>
                <span className={Classes.TEXT_MUTED}>
                  {r.completed_at
                    ? t.completed({ date: r.completed_at })
                    : t.created({ date: r.created_at })}
                </span>
              </span>
              {r.reason && <span className={Classes.TEXT_MUTED}>{r.reason}</span>}
            </li>
          ))}
        </ul>
      )}
      {props.tmdbId ? (
        <Link href={`${paths.download.record}?tmdb=${props.tmdbId}`}>{t.all()}</Link>
      ) : null}
    </section>
  );
}

/** Who subscribed the title (a normal user: herself only), each linking to its page. */
export function SubscriptionsSection({ holdings }: { holdings: TitleHoldings }) {
  const { LL } = useI18nContext();
  const t = LL.titles.subscriptions;
  const statusLabel = useStatusLabel();
  const subs = holdings.subscriptions;
  return (
    <TitledSection
      id="detail-subs"
      title={t.heading()}
      className="mr-detail-section"
      titleClassName="mr-detail-heading"
      empty={subs.length === 0 && t.empty()}
    >
      <ul className="mr-detail-records">
        {subs.map((s) => (
          <li key={s.id}>
            <span className="mr-detail-record-name">{t.by({ nickname: s.nickname })}</span>
            <span className="mr-detail-record-facts">
              <Tag minimal>{statusLabel(s.status)}</Tag>
              {s.season ? <span>{t.season({ season: s.season })}</span> : null}
              <span className={Classes.TEXT_MUTED}>{t.since({ date: s.created_at })}</span>
              <Link href={`${paths.subscribe.detail}?id=${s.id}`}>{t.open()}</Link>
            </span>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
