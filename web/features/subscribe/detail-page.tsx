import { Button, Classes, H2 } from "@blueprintjs/core";
import { DocumentIcon, FilterIcon } from "@blueprintjs/icons";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useSearchParams } from "wouter";
import {
  FilterDialog,
  fromSubRecord,
  LoadFailure,
  StatusIcon,
  SubLogDialog,
  useLiveItem,
  useStatusLabel,
} from "../../components/media-card";
import { detailHref } from "../../components/media-card/types";
import { PageFrame } from "../../components/page-frame";
import { PageSpinner } from "../../components/page-spinner";
import { useI18nContext } from "../../i18n/i18n-react";
import type { TranslationFunctions } from "../../i18n/i18n-types";
import { mediaImage } from "../../lib/media-image";
import { paths } from "../../lib/paths";
import { useRouteFrame } from "../frame/use-route-frame";
import { type SubDetail, subDetailQueryOptions } from "./api/sub-detail";
import { FilterFacts, LogsCard, ProgressCard, RecordsCard } from "./detail-sections";
import "./subscribe.css";

/**
 * /subscribe/detail?id= (an addition): one subscription — its status, filter
 * and mode, when the engine runs it next, for a season the episodes held and
 * missing, the downloads it made and its run logs (§S10 dialog).
 */
export function SubDetailPage() {
  const { LL } = useI18nContext();
  const t = LL.subDetail;
  const { title, breadcrumb } = useRouteFrame();
  const [query] = useSearchParams();
  const id = Number(query.get("id"));
  const valid = Number.isInteger(id) && id > 0;
  const detail = useQuery({ ...subDetailQueryOptions(id), enabled: valid });
  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      {!valid && <p className={Classes.TEXT_MUTED}>{t.missingId()}</p>}
      {valid && detail.isLoading && <PageSpinner />}
      {valid && detail.error && (
        <LoadFailure error={detail.error} onRetry={() => void detail.refetch()} />
      )}
      {detail.data && <DetailBody data={detail.data} />}
    </PageFrame>
  );
}

type Open = "log" | "filter" | null;

function DetailBody({ data }: { data: SubDetail }) {
  const { LL } = useI18nContext();
  const t = LL.subDetail;
  const statusLabel = useStatusLabel();
  const { sub, progress, records, logs } = data;
  const item = useLiveItem(fromSubRecord(sub));
  const [open, setOpen] = useState<Open>(null);
  const [near, setNear] = useState<string | undefined>(undefined);
  const tv = item.type === "TV";
  const poster = mediaImage(item.posterUrl);
  const openLog = (time?: string) => {
    setNear(time);
    setOpen("log");
  };
  return (
    <div className="mr-sub-detail">
      <section
        className={`${Classes.CARD} ${Classes.ELEVATION_0} mr-sub-card mr-sub-head`}
        aria-labelledby="sub-facts"
      >
        {poster && <img className="mr-sub-poster mr-poster-img" src={poster} alt="" />}
        <div>
          <H2 id="sub-facts" className="mr-sub-heading">
            <Link href={detailHref(item, `${paths.subscribe.detail}?id=${sub.id}`)}>
              {sub.cn_name || item.title}
            </Link>
          </H2>
          <dl className="mr-sub-facts">
            <dt>{t.status()}</dt>
            <dd>
              {item.status !== null && <StatusIcon status={item.status} />}{" "}
              {item.status !== null ? statusLabel(item.status) : ""}
            </dd>
            <dt>{t.type()}</dt>
            <dd>{LL.discover.type[item.type]()}</dd>
            {tv && item.seasonIndex ? (
              <>
                <dt>{t.season()}</dt>
                <dd>{t.seasonValue({ season: item.seasonIndex })}</dd>
              </>
            ) : null}
            <dt>{t.subscribedAt()}</dt>
            <dd>{sub.gmt_create}</dd>
            {tv && (
              <>
                <dt>{t.mode()}</dt>
                <dd>{modeLabel(LL, sub.sub_mode)}</dd>
              </>
            )}
            {tv && sub.sub_mode === "AnyNew" && (
              <>
                <dt>{t.startEpisode()}</dt>
                <dd>{sub.start_episode_number}</dd>
              </>
            )}
            <FilterFacts sub={sub} />
          </dl>
          <div className="mr-sub-actions">
            <Button icon={<DocumentIcon />} text={t.log()} onClick={() => openLog()} />
            {item.status !== null && item.status !== 3 && (
              <Button
                icon={<FilterIcon />}
                text={item.status === 1 ? t.reVersionAction() : t.filterAction()}
                onClick={() => setOpen("filter")}
              />
            )}
          </div>
        </div>
      </section>
      <ProgressCard progress={progress} tv={tv} />
      <RecordsCard records={records} />
      <LogsCard logs={logs} onOpen={openLog} />
      {open === "log" && (
        <SubLogDialog title={item.title} subId={sub.id} near={near} onClose={() => setOpen(null)} />
      )}
      {open === "filter" && <FilterDialog item={item} onClose={() => setOpen(null)} />}
    </div>
  );
}

function modeLabel(LL: TranslationFunctions, mode: string): string {
  const modes = LL.discover.subscribeDialog.modes;
  return mode === "EndedOnly" || mode === "AnyNew" ? modes[mode]() : modes.Normal();
}
