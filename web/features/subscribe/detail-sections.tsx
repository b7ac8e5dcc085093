import { Button, Classes, H2, HTMLTable, Tag } from "@blueprintjs/core";
import { DocumentIcon } from "@blueprintjs/icons";
import { filterRules } from "../../components/filter-form/filter-rules";
import { TitledSection } from "../../components/titled-section";
import { useI18nContext } from "../../i18n/i18n-react";
import type { SubDetail, SubProgress } from "./api/sub-detail";

const FILTER_LABELS: Record<string, "auto" | "none"> = {
  "system:autoSelectFilter": "auto",
  "system:unUseFilter": "none",
};

/** 过滤器: the sentinel's name, the saved filter's name, or the own filter's rules. */
export function FilterFacts({ sub }: { sub: SubDetail["sub"] }) {
  const { LL } = useI18nContext();
  const t = LL.subDetail;
  const sentinel = FILTER_LABELS[sub.filter_name];
  const own = sub.filter_name === "system:newFilter";
  const name = sentinel
    ? LL.discover.subscribeDialog.filters[sentinel]()
    : own
      ? t.ownFilter()
      : sub.filter_name;
  const rules = own ? filterRules(LL, sub.filter_config) : [];
  return (
    <>
      <dt>{t.filter()}</dt>
      <dd>{name}</dd>
      {own && (
        <>
          <dt>{t.filterRules()}</dt>
          <dd className="mr-sub-chips">
            {rules.length === 0 ? t.noRules() : rules.map((r) => <Tag key={r}>{r}</Tag>)}
          </dd>
        </>
      )}
    </>
  );
}

/** 下次运行 / 上次运行, and for a season the episodes held and missing. */
export function ProgressCard({ progress, tv }: { progress: SubProgress; tv: boolean }) {
  const { LL } = useI18nContext();
  const t = LL.subDetail;
  const chips = (label: string, list: number[], intent: "success" | "danger") =>
    list.length > 0 && (
      <ul className="mr-sub-chips" aria-label={label}>
        {list.map((n) => (
          <li key={n}>
            <Tag intent={intent} minimal round>
              {t.episode({ n })}
            </Tag>
          </li>
        ))}
      </ul>
    );
  return (
    <section
      className={`${Classes.CARD} ${Classes.ELEVATION_0} mr-sub-card`}
      aria-labelledby="sub-schedule"
    >
      <H2 id="sub-schedule" className="mr-sub-heading">
        {t.schedule()}
      </H2>
      <dl className="mr-sub-facts">
        <dt>{t.nextRun()}</dt>
        <dd>{progress.next_run || t.notScheduled()}</dd>
        <dt>{t.lastRun()}</dt>
        <dd>{progress.last_run || t.neverRan()}</dd>
      </dl>
      {tv && (
        <section aria-labelledby="sub-episodes">
          <H2 id="sub-episodes" className="mr-sub-heading">
            {t.episodes()}
          </H2>
          <p>
            {progress.total > 0 ? t.episodeTotal({ total: progress.total }) : t.unknownTotal()}
            {" · "}
            {t.have({ count: progress.have.length })}
            {" · "}
            {t.missing({ count: progress.missing.length })}
          </p>
          {progress.airing && <p className={Classes.TEXT_MUTED}>{t.airing()}</p>}
          {chips(t.have({ count: progress.have.length }), progress.have, "success")}
          {chips(t.missing({ count: progress.missing.length }), progress.missing, "danger")}
        </section>
      )}
    </section>
  );
}

/** 下载记录: what the subscription sent to the download client. */
export function RecordsCard({ records }: { records: SubDetail["records"] }) {
  const { LL } = useI18nContext();
  const t = LL.subDetail;
  const s = LL.download.status;
  const statusText = [s.downloading(), s.completed(), s.deleted(), s.unrecognized()];
  return (
    <TitledSection
      id="sub-records"
      title={t.records()}
      className={`${Classes.CARD} ${Classes.ELEVATION_0} mr-sub-card`}
      titleClassName="mr-sub-heading"
      empty={records.length === 0 && t.noRecords()}
    >
      <div className="mr-sub-table-wrap">
        <HTMLTable compact striped className="mr-sub-table">
          <thead>
            <tr>
              <th scope="col">{t.recordTime()}</th>
              <th scope="col">{t.recordName()}</th>
              <th scope="col">{t.recordSite()}</th>
              <th scope="col">{t.recordSize()}</th>
              <th scope="col">{t.recordStatus()}</th>
            </tr>
          </thead>
          <tbody>
            {records.map((r) => (
              <tr key={r.id}>
                <td>{r.gmt_create}</td>
                <td className="mr-sub-name">{r.torrent_name}</td>
                <td>{r.site_title || r.site_name}</td>
                <td>{r.size_str ?? ""}</td>
                <td>{statusText[r.download_status] ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
    </TitledSection>
  );
}

/** 运行日志: each run opens the §S10 dialog at it. */
export function LogsCard({
  logs,
  onOpen,
}: {
  logs: SubDetail["logs"];
  onOpen: (time: string) => void;
}) {
  const { LL } = useI18nContext();
  const t = LL.subDetail;
  return (
    <TitledSection
      id="sub-logs"
      title={t.logs()}
      className={`${Classes.CARD} ${Classes.ELEVATION_0} mr-sub-card`}
      titleClassName="mr-sub-heading"
      empty={logs.length === 0 && t.noLogs()}
    >
      <ul className="mr-sub-logs">
        {logs.map((log) => (
          <li key={log.id}>
            <Button
              variant="minimal"
              size="small"
              icon={<DocumentIcon />}
              text={log.time}
              aria-label={t.openLog({ time: log.time })}
              onClick={() => onOpen(log.time)}
            />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
