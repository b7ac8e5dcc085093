import { Callout, Classes, H2, Spinner, Tag } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useSearchParams } from "wouter";
import { ExternalLink } from "../../components/external-link";
import { LoadFailure, RatingStars } from "../../components/media-card";
import {
  type DetailKey,
  type MediaDetail,
  mediaDetailQueryOptions,
} from "../../components/media-card/api/media-detail";
import { PageFrame } from "../../components/page-frame";
import { useI18nContext } from "../../i18n/i18n-react";
import { mediaImage } from "../../lib/media-image";
import { useRouteFrame } from "../frame/use-route-frame";
import { titleHoldingsQueryOptions } from "./api/title-holdings";
import { DetailActions } from "./detail-actions";
import {
  LibrarySection,
  LibraryTag,
  RecordsSection,
  SearchLink,
  SubscriptionsSection,
} from "./detail-holdings";
import { itemOfDetail } from "./detail-item";
import { originBreadcrumb } from "./detail-origin";
import "./detail.css";

/** ?douban_id= or ?tmdb_id=&media_type=; null when the address names neither. */
export function detailKeyOf(query: URLSearchParams): DetailKey | null {
  const doubanId = query.get("douban_id");
  if (doubanId) return { doubanId };
  const tmdbId = Number(query.get("tmdb_id"));
  if (Number.isInteger(tmdbId) && tmdbId > 0) {
    return { tmdbId, type: query.get("media_type") === "TV" ? "TV" : "Movie" };
  }
  return null;
}

function Facts({ detail }: { detail: MediaDetail }) {
  const { LL } = useI18nContext();
  const t = LL.discover.detail;
  const genres = detail.genres ?? [];
  return (
    <dl className="mr-detail-facts">
      {detail.original_title && detail.original_title !== detail.title && (
        <>
          <dt>{t.originalTitle()}</dt>
          <dd>{detail.original_title}</dd>
        </>
      )}
      {detail.year ? (
        <>
          <dt>{t.year()}</dt>
          <dd>{detail.year}</dd>
        </>
      ) : null}
      <dt>{t.rating()}</dt>
      <dd>
        <RatingStars rating={detail.rating ?? null} />
      </dd>
      {genres.length > 0 && (
        <>
          <dt>{t.genres()}</dt>
          <dd className="mr-detail-genres">
            {genres.map((g) => (
              <Tag key={g} minimal round>
                {g}
              </Tag>
            ))}
          </dd>
        </>
      )}
      {detail.runtime ? (
        <>
          <dt>{t.runtime()}</dt>
          <dd>{t.minutes({ count: detail.runtime })}</dd>
        </>
      ) : null}
    </dl>
  );
}

function Detail({ detail }: { detail: MediaDetail }) {
  const { LL } = useI18nContext();
  const t = LL.discover.detail;
  const item = itemOfDetail(detail);
  const tmdbId = detail.tmdb_id ?? undefined;
  const doubanId = detail.douban_id ? String(detail.douban_id) : undefined;
  const holdings = useQuery({
    ...titleHoldingsQueryOptions({ tmdbId, doubanId, type: item.type }),
    enabled: Boolean(tmdbId || doubanId),
  });
  const target = { title: detail.title, year: item.year, tmdbId, type: item.type };
  const backdrop = mediaImage(detail.backdrop_url);
  const poster = mediaImage(detail.poster_url);
  const cast = detail.cast ?? [];
  const links = detail.links ?? {};
  return (
    <article className="mr-detail">
      <header className="mr-detail-hero">
        {backdrop && <img className="mr-detail-backdrop" src={backdrop} alt="" decoding="async" />}
        <div className="mr-detail-poster mr-poster-box">
          {poster && <img src={poster} alt={LL.discover.card.poster({ title: detail.title })} />}
        </div>
        <div className="mr-detail-head">
          <Tag round className="mr-detail-type">
            {LL.discover.type[item.type]()}
          </Tag>
          <Facts detail={detail} />
          <DetailActions item={item} />
          <div className="mr-detail-actions">
            {holdings.data && <LibraryTag status={holdings.data.library.status} />}
            <SearchLink target={target} />
          </div>
        </div>
      </header>
      <section className="mr-detail-section">
        <H2 className="mr-detail-heading">{t.overview()}</H2>
        <p className="mr-detail-overview">{detail.overview || t.noOverview()}</p>
      </section>
      <LibrarySection
        detail={detail}
        target={target}
        holdings={holdings.data}
        failed={holdings.isError}
      />
      {holdings.data && <RecordsSection holdings={holdings.data} tmdbId={tmdbId} />}
      {holdings.data && <SubscriptionsSection holdings={holdings.data} />}
      {cast.length > 0 && (
        <section className="mr-detail-section">
          <H2 className="mr-detail-heading">{t.cast()}</H2>
          <ul className="mr-detail-cast">
            {cast.map((person) => (
              <li key={`${person.name}/${person.character ?? ""}`}>
                <div className="mr-detail-photo mr-poster-box">
                  {person.profile_url && (
                    <img
                      src={mediaImage(person.profile_url)}
                      alt=""
                      loading="lazy"
                      decoding="async"
                    />
                  )}
                </div>
                <span className="mr-detail-person">{person.name}</span>
                {person.character && (
                  <span className={`mr-detail-character ${Classes.TEXT_MUTED}`}>
                    {person.character}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {(links.douban || links.tmdb || links.imdb) && (
        <section className="mr-detail-section">
          <H2 className="mr-detail-heading">{t.links()}</H2>
          <ul className="mr-detail-links">
            {links.douban && (
              <li>
                <ExternalLink href={links.douban}>{t.douban()}</ExternalLink>
              </li>
            )}
            {links.tmdb && (
              <li>
                <ExternalLink href={links.tmdb}>{t.tmdb()}</ExternalLink>
              </li>
            )}
            {links.imdb && (
              <li>
                <ExternalLink href={links.imdb}>{t.imdb()}</ExternalLink>
              </li>
            )}
          </ul>
        </section>
      )}
    </article>
  );
}

/** /media/detail: one title from TMDB/Douban with its subscription. */
export function MediaDetailPage() {
  const { LL } = useI18nContext();
  const { title, breadcrumb } = useRouteFrame();
  const [query] = useSearchParams();
  const key = detailKeyOf(query);
  const detail = useQuery({
    ...mediaDetailQueryOptions(key ?? {}),
    enabled: key !== null,
  });
  let body: ReactNode;
  if (!key) body = <Callout intent="warning">{LL.discover.detail.missingId()}</Callout>;
  else if (detail.isError) {
    body = <LoadFailure error={detail.error} onRetry={() => void detail.refetch()} />;
  } else if (!detail.data) {
    body = (
      <div className="mr-media-state" role="status" aria-label={LL.common.loading()}>
        <Spinner size={32} />
      </div>
    );
  } else body = <Detail detail={detail.data} />;
  const pageTitle = detail.data?.title ?? title;
  return (
    <PageFrame
      title={pageTitle}
      breadcrumb={originBreadcrumb(LL, query.get("from"), pageTitle) ?? breadcrumb}
    >
      {body}
    </PageFrame>
  );
}
