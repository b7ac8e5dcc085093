import { Card, Classes, H2, SegmentedControl } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "wouter";
import { PageFrame } from "../../components/page-frame";
import { useI18nContext } from "../../i18n/i18n-react";
import { formatSizeMb } from "../../lib/format-size";
import { useRouteFrame } from "../frame/use-route-frame";
import { type AnalyzeReport, analyzeQueryOptions, RANGES, type RangeKey } from "./api/get-analyze";
import { TrendChart } from "./trend-chart";
import "./analyze.css";
import { LoadError } from "../../components/load-error";

const size = (mb: number) => formatSizeMb(mb);
const sizeTick = (mb: number) => formatSizeMb(mb, Math.abs(mb) < 1024 ? 0 : 1);
const ratio = (v: number) => v.toFixed(2);

/** A bucket on the axis: days and weeks without the year. */
function short(bucket: string, unit: AnalyzeReport["bucket"]): string {
  return unit === "month" ? bucket : bucket.slice(5);
}

function rangeOf(query: URLSearchParams): RangeKey {
  const r = query.get("range");
  return (RANGES as readonly string[]).includes(r ?? "") ? (r as RangeKey) : "30d";
}

/**
 * /movie/analyze — the trends: downloads and filings over time, the sites'
 * volume, traffic and ratio, the wait from subscribing to filed, the
 * quality, release-group and subtitle mix. The period (?range=) is in the URL.
 */
export function AnalyzePage() {
  const { LL } = useI18nContext();
  const t = LL.movieAnalyze;
  const { title, breadcrumb } = useRouteFrame();
  const [query, setQuery] = useSearchParams();
  const range = rangeOf(query);
  const report = useQuery(analyzeQueryOptions(range));
  const setRange = (value: string) =>
    setQuery(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("range", value);
        return next;
      },
      { replace: true },
    );
  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      <div className="mr-analyze-bar">
        <span id="mr-analyze-range" className={Classes.TEXT_MUTED}>
          {t.range.label()}
        </span>
        <SegmentedControl
          aria-labelledby="mr-analyze-range"
          value={range}
          onValueChange={setRange}
          options={RANGES.map((r) => ({ value: r, label: t.range[r]() }))}
        />
      </div>
      {report.isError && (
        <LoadError
          error={report.error}
          sentence={t.loadFailed}
          onRetry={() => void report.refetch()}
        />
      )}
      {report.isPending && <div className={`mr-analyze-skeleton ${Classes.SKELETON}`} />}
      {report.data && <Charts data={report.data} />}
    </PageFrame>
  );
}

type TrafficChart = {
  name: string;
  title: string;
  pick: (p: AnalyzeReport["traffic"][number]["points"][number]) => number | null;
  stacked?: boolean;
  format: (v: number) => string;
  tick: (v: number) => string;
};

type MixChart = {
  name: string;
  texts: { title: () => string; name: () => string; count: () => string };
  items: { name: string; value: number }[];
  label: (name: string) => string;
  kind: "bar" | "pie";
  horizontal?: boolean;
};

function Charts({ data }: { data: AnalyzeReport }) {
  const { LL } = useI18nContext();
  const t = LL.movieAnalyze;
  const buckets = data.buckets;
  const axis = buckets.map((b) => short(b, data.bucket));
  const when = t.bucket[data.bucket]();
  const perSite = (pick: TrafficChart["pick"]) =>
    data.traffic.map((s) => ({ name: s.site, values: s.points.map(pick) }));
  const subtitleName = (n: string) =>
    n === "have" || n === "missing" || n === "skipped" || n === "unchecked" ? t.subtitles[n]() : n;
  // Upload, download and ratio: one bar a bucket per site; the sizes stacked.
  const sized = (name: "upload" | "download", pick: TrafficChart["pick"]): TrafficChart => ({
    name,
    title: t[name].title(),
    pick,
    stacked: true,
    format: size,
    tick: sizeTick,
  });
  const traffic: TrafficChart[] = [
    sized("upload", (p) => p.upload_mb),
    sized("download", (p) => p.download_mb),
    { name: "ratio", title: t.ratio.title(), pick: (p) => p.ratio, format: ratio, tick: ratio },
  ];
  // How many of each quality, release group and subtitle state.
  const mixes: MixChart[] = [
    {
      name: "quality",
      texts: t.quality,
      items: data.quality,
      label: (n) => n || t.quality.unknown(),
      kind: "pie",
    },
    {
      name: "groups",
      texts: t.groups,
      items: data.groups,
      label: (n) => n,
      kind: "bar",
      horizontal: true,
    },
    {
      name: "subtitles",
      texts: t.subtitles,
      items: data.subtitles,
      label: subtitleName,
      kind: "pie",
    },
  ];
  return (
    <div className="mr-analyze-grid">
      <TrendChart
        name="activity"
        title={t.flow.title()}
        kind="bar"
        labelHeader={when}
        labels={buckets}
        axisLabels={axis}
        series={[
          { name: t.flow.downloads(), values: data.activity.map((a) => a.downloads) },
          { name: t.flow.filed(), values: data.activity.map((a) => a.filed) },
        ]}
      />
      <TrendChart
        name="sites"
        title={t.sites.title()}
        kind="bar"
        horizontal
        labelHeader={t.sites.site()}
        labels={data.sites.map((s) => s.site)}
        series={[{ name: t.sites.size(), values: data.sites.map((s) => s.size_mb) }]}
        tableOnly={[
          {
            series: { name: t.sites.downloads(), values: data.sites.map((s) => s.downloads) },
            format: String,
          },
        ]}
        format={size}
        tick={sizeTick}
      />
      {traffic.map((c) => (
        <TrendChart
          key={c.name}
          name={c.name}
          title={c.title}
          kind="bar"
          stacked={c.stacked}
          labelHeader={when}
          labels={data.traffic.length ? buckets : []}
          axisLabels={axis}
          series={perSite(c.pick)}
          format={c.format}
          tick={c.tick}
        />
      ))}
      <Card
        className="mr-analyze-card"
        data-chart="waits"
        role="region"
        aria-labelledby="mr-analyze-waits"
      >
        <H2 id="mr-analyze-waits" className="mr-analyze-card-title">
          {t.waits.title()}
        </H2>
        {data.sub_to_filed.count > 0 ? (
          <>
            <p className="mr-analyze-stat">
              {t.waits.median({ hours: data.sub_to_filed.median_hours.toFixed(1) })}
            </p>
            <p className={Classes.TEXT_MUTED}>
              {t.waits.count({ count: data.sub_to_filed.count })}
            </p>
          </>
        ) : (
          <p className={Classes.TEXT_MUTED}>{t.waits.none()}</p>
        )}
      </Card>
      {mixes.map((m) => (
        <TrendChart
          key={m.name}
          name={m.name}
          title={m.texts.title()}
          kind={m.kind}
          horizontal={m.horizontal}
          labelHeader={m.texts.name()}
          labels={m.items.map((i) => m.label(i.name))}
          series={[{ name: m.texts.count(), values: m.items.map((i) => i.value) }]}
        />
      ))}
    </div>
  );
}
