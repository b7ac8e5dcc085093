import { Button } from "@blueprintjs/core";
import { SearchIcon } from "@blueprintjs/icons";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { sitesQueryOptions } from "../../components/api/get-sites";
import { lazyDialog } from "../../components/lazy-dialog";
import { PageFrame } from "../../components/page-frame";
import { useI18nContext } from "../../i18n/i18n-react";
import { paths } from "../../lib/paths";
import { useEverTrue } from "../../lib/use-ever-true";
import { useRouteFrame } from "../frame/use-route-frame";
import { downloadPathsQueryOptions } from "./api/download-paths";
import { searchKeywordQueryOptions, type Torrent } from "./api/search-keyword";
import { snackbar } from "./bottom-toaster";
import { useTorrentDetail } from "./detail-dialog";
import { type FacetOptions, FilterBar } from "./filter-bar";
import { KeywordForm } from "./keyword-form";
import { LazyDoubanSection } from "./lazy-douban-section";
import { MediaServerSection } from "./media-server-section";
import { FACETS, type Facet, parseSearch, withoutFilters, withParams } from "./search-params";
import { type AskedSite, SiteResults, summaryOf } from "./site-results";
import { applyFilters, facetOptions, groupTorrents, mostlyTV } from "./torrent-model";
import "./torrent-search.css";

// 下载's path and confirm dialogs load when a first torrent is downloaded.
const DownloadFlow = lazyDialog(() => import("./download-flow"), "DownloadFlow");

/** /movie/search: filter bar, 媒体库, 影片 and the site results (screens.md /movie/search). */
export function TorrentSearchPage() {
  const { LL } = useI18nContext();
  const { title, breadcrumb } = useRouteFrame();
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = useMemo(() => parseSearch(search), [search]);
  const go = (query: string) => navigate(`${paths.movie.search}?${query}`, { replace: true });

  // Missing content switches mean "search it" (screens.md): written into the address once.
  useEffect(() => {
    const q = new URLSearchParams(search);
    if (q.has("searchDouban") && q.has("searchMediaServer")) return;
    go(
      withParams(search, {
        searchDouban: q.get("searchDouban") ?? "true",
        searchMediaServer: q.get("searchMediaServer") ?? "true",
      }),
    );
  });

  const request = {
    keyword: params.keyword,
    cates: params.cates,
    site_id: params.siteId,
    cache: params.cache,
  };
  const siteQuery = useQuery({
    ...searchKeywordQueryOptions(request),
    enabled: params.searchSite && params.keyword !== "",
  });
  const paths_ = useQuery(downloadPathsQueryOptions());
  const sites = useQuery(sitesQueryOptions());
  const [downloading, setDownloading] = useState<Torrent | null>(null);
  // Stays mounted once used, so its dialogs can play their closing transitions.
  const downloadUsed = useEverTrue(downloading !== null);
  const detail = useTorrentDetail();

  // The bottom snackbar summary, once per answer.
  const announced = useRef<unknown>(null);
  useEffect(() => {
    if (!siteQuery.data || siteQuery.data.streaming || announced.current === siteQuery.data) return;
    announced.current = siteQuery.data;
    void snackbar(summaryOf(siteQuery.data, LL.torrentSearch.siteSearch), "none", 6000);
  }, [siteQuery.data, LL]);

  const torrents = siteQuery.data?.torrents ?? [];
  const tv = useMemo(() => mostlyTV(torrents), [torrents]);
  const options: FacetOptions = useMemo(
    () =>
      FACETS.filter((f) => tv || params.filters[f] || (f !== "season" && f !== "episode"))
        .map((facet) => ({ facet, values: facetOptions(torrents, facet, params.filters[facet]) }))
        .filter((o) => o.values.length > 0 || params.filters[o.facet]),
    [torrents, tv, params.filters],
  );
  const filtered = useMemo(
    () => applyFilters(torrents, params.filters),
    [torrents, params.filters],
  );
  const groups = useMemo(() => groupTorrents(filtered, params.sort), [filtered, params.sort]);

  const askedSites: AskedSite[] = params.siteId
    .split(",")
    .filter(Boolean)
    .map((id) => ({ id, name: sites.data?.find((s) => s.site_name === id)?.alias || id }));

  const setFilter = (facet: Facet, value: string | undefined) =>
    go(withParams(search, { [facet]: value }));

  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      {torrents.length > 0 && (
        <FilterBar
          options={options}
          filters={params.filters}
          sort={params.sort}
          onFilter={setFilter}
          onSort={(sort) => go(withParams(search, { sort: sort === "seeders" ? undefined : sort }))}
          onClear={() => go(withoutFilters(search))}
          shown={filtered.length}
          total={torrents.length}
        />
      )}
      {params.keyword && params.searchMediaServer && (
        <MediaServerSection keyword={params.keyword} />
      )}
      {params.keyword && params.searchDouban && <LazyDoubanSection keyword={params.keyword} />}
      {params.keyword && params.searchSite && (
        <SiteResults
          query={siteQuery}
          askedSites={askedSites}
          cates={params.cates}
          groups={groups}
          onDownload={setDownloading}
          onDetail={(t) => void detail.open(t)}
          onRetry={() => void siteQuery.refetch()}
        />
      )}
      {params.keyword && !params.searchSite && !params.cache && (
        <Button
          className="mr-search-now"
          fill
          size="large"
          intent="primary"
          icon={<SearchIcon />}
          text={LL.torrentSearch.siteSearch.searchNow()}
          onClick={() => go(withParams(search, { searchSite: "true" }))}
        />
      )}
      {!params.keyword && (
        <KeywordForm
          onSearch={(keyword) =>
            navigate(
              `${paths.movie.search}?${new URLSearchParams({
                keyword,
                searchDouban: "true",
                searchMediaServer: "true",
                searchSite: "true",
              })}`,
            )
          }
        />
      )}
      {detail.view}
      {downloadUsed && (
        <DownloadFlow
          torrent={downloading}
          paths={paths_.data ?? []}
          onClose={() => setDownloading(null)}
        />
      )}
    </PageFrame>
  );
}
