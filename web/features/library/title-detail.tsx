import { Callout, Classes, H3, Spinner, Tag } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { DialogFrame } from "../../components/dialog-frame";
import { LoadError } from "../../components/load-error";
import { useI18nContext } from "../../i18n/i18n-react";
import { paths } from "../../lib/paths";
import { type LibraryDetail, libraryTitleQueryOptions } from "./api/get-title";

/** One title's versions and files, missing episodes, records and subscriptions, in a dialog. */
export function TitleDetail({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { LL } = useI18nContext();
  const detail = useQuery({ ...libraryTitleQueryOptions(id ?? 0), enabled: id !== null });
  const name = detail.data?.title.name ?? "";
  return (
    <DialogFrame
      isOpen={id !== null}
      onClose={onClose}
      title={name || LL.common.loading()}
      className="mr-library-dialog"
    >
      {detail.error ? (
        <LoadError error={detail.error} sentence={LL.libraryScreen.detail.loadFailed} />
      ) : detail.data ? (
        <DetailBody d={detail.data} />
      ) : (
        <Spinner size={24} aria-label={LL.common.loading()} />
      )}
    </DialogFrame>
  );
}

function DetailBody({ d }: { d: LibraryDetail }) {
  const { LL } = useI18nContext();
  const t = LL.libraryScreen.detail;
  return (
    <div className="mr-library-detail">
      {d.holdings.library.error && (
        <Callout intent="warning">{t.serversError({ message: d.holdings.library.error })}</Callout>
      )}
      <section aria-labelledby="mr-lib-versions">
        <H3 id="mr-lib-versions">{t.versions()}</H3>
        <ul>
          {d.versions.map((v) => (
            <li key={`${v.source}:${v.server}:${v.ref}`}>
              <strong>
                {v.source === "server"
                  ? t.server({ server: v.server ?? "" })
                  : t.fromSite({ site: v.site ?? "" })}
              </strong>{" "}
              {[v.resolution, v.codec].filter(Boolean).join(" · ")}{" "}
              {v.source === "server" &&
                (v.subtitles.length ? (
                  v.subtitles.map((s) => (
                    <Tag minimal key={s}>
                      {s}
                    </Tag>
                  ))
                ) : (
                  <Tag minimal intent="warning">
                    {t.noSubtitles()}
                  </Tag>
                ))}
              {v.path && (
                <div className={`mr-library-path ${Classes.TEXT_MUTED}`}>
                  {t.filedAt({ path: v.path })}
                </div>
              )}
              {v.url && (
                <a href={v.url} target="_blank" rel="noreferrer">
                  {t.openOnServer()}
                </a>
              )}
            </li>
          ))}
        </ul>
      </section>
      {d.title.type === "TV" && (
        <section aria-labelledby="mr-lib-missing">
          <H3 id="mr-lib-missing">{t.missing()}</H3>
          {d.missing.length ? (
            <ul>
              {d.missing.map((m) => (
                <li key={m.season}>
                  {t.missingSeason({
                    season: m.season,
                    episodes: m.episodes.map((e) => `E${e}`).join("、"),
                  })}
                </li>
              ))}
            </ul>
          ) : (
            <p className={Classes.TEXT_MUTED}>{t.noMissing()}</p>
          )}
        </section>
      )}
      <section aria-labelledby="mr-lib-records">
        <H3 id="mr-lib-records">{t.records()}</H3>
        {d.holdings.records.length ? (
          <ul>
            {d.holdings.records.map((r) => (
              <li key={r.id}>
                {r.name} · {r.site} ·{" "}
                <Tag minimal intent={r.filed ? "success" : "none"}>
                  {r.filed ? t.recordFiled() : t.recordNotFiled()}
                </Tag>
              </li>
            ))}
          </ul>
        ) : (
          <p className={Classes.TEXT_MUTED}>{t.noRecords()}</p>
        )}
      </section>
      <section aria-labelledby="mr-lib-subs">
        <H3 id="mr-lib-subs">{t.subscriptions()}</H3>
        {d.holdings.subscriptions.length ? (
          <ul>
            {d.holdings.subscriptions.map((s) => (
              <li key={s.id}>
                <Link href={`${paths.subscribe.detail}?id=${s.id}`}>
                  {s.season
                    ? t.subscriptionSeason({ nickname: s.nickname, season: s.season })
                    : t.subscription({ nickname: s.nickname })}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className={Classes.TEXT_MUTED}>{t.noSubscriptions()}</p>
        )}
      </section>
      {d.title.tmdb_id > 0 && (
        <Link href={`${paths.media.detail}?tmdb_id=${d.title.tmdb_id}&media_type=${d.title.type}`}>
          {t.titlePage()}
        </Link>
      )}
    </div>
  );
}
