import { Classes, H2, Spinner } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import type { Chart, ChartConfiguration } from "chart.js";
import { useAtomValue } from "jotai";
import { useEffect, useRef, useState } from "react";
import { ShowDialog } from "../../components/show-dialog";
import { useI18nContext } from "../../i18n/i18n-react";
import { errorMessage } from "../../lib/error-message";
import { paletteAtom } from "../../state/theme";
import { SERIES_COLOURS } from "../site/site-chart";
import { type CountDatum, recordDashboardQueryOptions } from "./api/record-dashboard";

function textColour(): string {
  return getComputedStyle(document.body).getPropertyValue("--mr-text").trim() || "#1c2127";
}

function configOf(kind: "pie" | "bar", data: CountDatum[]): ChartConfiguration {
  const text = textColour();
  const colours = data.map((_, i) => SERIES_COLOURS[i % SERIES_COLOURS.length]);
  return {
    type: kind,
    data: {
      labels: data.map((d) => d.name),
      datasets: [{ data: data.map((d) => d.value), backgroundColor: colours, borderWidth: 0 }],
    },
    options: {
      maintainAspectRatio: false,
      animation: false,
      ...(kind === "bar"
        ? {
            indexAxis: "y",
            scales: { x: { ticks: { color: text, precision: 0 } }, y: { ticks: { color: text } } },
          }
        : {}),
      plugins: {
        legend: { display: kind === "pie", position: "bottom", labels: { color: text } },
      },
    },
  } as ChartConfiguration;
}

/** One count chart; Chart.js arrives with a dynamic import (shared with the site dashboard). */
function CountChart({
  kind,
  title,
  data,
}: {
  kind: "pie" | "bar";
  title: string;
  data: CountDatum[];
}) {
  const { LL } = useI18nContext();
  const canvas = useRef<HTMLCanvasElement>(null);
  const palette = useAtomValue(paletteAtom);
  const [ready, setReady] = useState(false);
  const key = JSON.stringify(data);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key and palette rebuild the chart when the numbers or the theme change
  useEffect(() => {
    let chart: Chart | undefined;
    let cancelled = false;
    void import("../../lib/chart-setup").then(({ Chart: ChartClass }) => {
      if (cancelled || !canvas.current) return;
      chart = new ChartClass(canvas.current, configOf(kind, data));
      setReady(true);
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [key, kind, palette]);
  const items = data.map((d) => `${d.name} ${d.value}`).join("，");
  const height = kind === "bar" ? Math.max(160, data.length * 32 + 40) : 260;
  return (
    <div className="mr-record-chart" style={{ height }}>
      {!ready && <Spinner size={20} aria-label={LL.recordsPage.dashboard.loading()} />}
      <canvas
        ref={canvas}
        role="img"
        aria-label={LL.recordsPage.dashboard.summary({ title, items })}
      />
    </div>
  );
}

/** 下载数据分析: 媒体类型 pie and 来源站点 bars. */
export function ChartsDialog({ onClose }: { onClose: () => void }) {
  const { LL } = useI18nContext();
  const t = LL.recordsPage.dashboard;
  const dash = useQuery(recordDashboardQueryOptions());
  const section = (title: string, kind: "pie" | "bar", data: CountDatum[] | undefined) => (
    <section className="mr-record-chart-section">
      <H2 className="mr-record-chart-title">{title}</H2>
      {dash.isLoading ? (
        <div className={`${Classes.SKELETON} mr-record-chart-skeleton`} />
      ) : data && data.length > 0 ? (
        <CountChart kind={kind} title={title} data={data} />
      ) : (
        <p>{t.empty()}</p>
      )}
    </section>
  );
  return (
    <ShowDialog
      onClose={onClose}
      title={t.title()}
      className="mr-record-charts-dialog"
      closeText={t.close()}
    >
      {dash.isError && <p role="alert">{errorMessage(dash.error)}</p>}
      {section(t.types(), "pie", dash.data?.type_count)}
      {section(t.sites(), "bar", dash.data?.site_count)}
    </ShowDialog>
  );
}
