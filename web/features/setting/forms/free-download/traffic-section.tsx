import { Card, H2, H3, HTMLTable } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { LogText } from "../../../../components/log-text";
import { useI18nContext } from "../../../../i18n/i18n-react";
import { formatSizeMb } from "../../../../lib/format-size";
import { type TrafficView, trafficListQueryOptions } from "../api/get-traffic-list";

const MB = 1024 * 1024;
const STATES = ["adding", "active", "removed", "released"] as const;

/** 刷流记录 below 设置流量管理: what the engine added and removed, and why. */
export function TrafficSection() {
  const { LL } = useI18nContext();
  const t = LL.freeDownloadForms.traffic;
  const query = useQuery(trafficListQueryOptions());
  let body: React.ReactNode = null;
  if (query.isError) {
    body = <p role="alert">{t.failed({ message: query.error.message })}</p>;
  } else if (query.data && query.data.torrents.length === 0) {
    body = <p>{t.empty()}</p>;
  } else if (query.data) {
    body = <TrafficTables view={query.data} />;
  }
  return (
    <Card elevation={1} className="mr-setting-card">
      <section aria-label={t.title()}>
        <H2 className="mr-setting-hosts-title">{t.title()}</H2>
        {body}
      </section>
    </Card>
  );
}

function TrafficTables({ view }: { view: TrafficView }) {
  const { LL } = useI18nContext();
  const t = LL.freeDownloadForms.traffic;
  const stateText = (s: string) =>
    (STATES as readonly string[]).includes(s) ? t.states[s as (typeof STATES)[number]]() : s;
  return (
    <>
      <HTMLTable compact striped aria-label={t.sites()}>
        <thead>
          <tr>
            <th scope="col">{t.site()}</th>
            <th scope="col">{t.count()}</th>
            <th scope="col">{t.uploaded()}</th>
            <th scope="col">{t.downloaded()}</th>
            <th scope="col">{t.ratio()}</th>
          </tr>
        </thead>
        <tbody>
          {view.sites.map((s) => (
            <tr key={s.site}>
              <td>{s.site}</td>
              <td>{s.count}</td>
              <td>{formatSizeMb(s.uploaded / MB)}</td>
              <td>{formatSizeMb(s.downloaded / MB)}</td>
              <td>{s.ratio.toFixed(2)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <HTMLTable compact striped aria-label={t.torrents()}>
        <thead>
          <tr>
            <th scope="col">{t.addedAt()}</th>
            <th scope="col">{t.site()}</th>
            <th scope="col">{t.name()}</th>
            <th scope="col">{t.state()}</th>
            <th scope="col">{t.reason()}</th>
            <th scope="col">{t.removeReason()}</th>
          </tr>
        </thead>
        <tbody>
          {view.torrents.map((x) => (
            <tr key={x.id}>
              <td>{x.added_at}</td>
              <td>{x.site}</td>
              <td>{x.name}</td>
              <td>{stateText(x.state)}</td>
              <td>{x.reason}</td>
              <td>{x.remove_reason}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {view.runs.length > 0 && (
        <>
          <H3 className="mr-setting-hosts-title">{t.runs()}</H3>
          {view.runs.slice(0, 5).map((r) => (
            <LogText key={r.at} text={r.log} label={t.runLog({ at: r.at })} />
          ))}
        </>
      )}
    </>
  );
}
