import { Classes, Spinner } from "@blueprintjs/core";
import type { Chart, ChartConfiguration } from "chart.js";
import { useAtomValue } from "jotai";
import { useEffect, useRef, useState } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import { formatSizeMb } from "../../lib/format-size";
import { paletteAtom } from "../../state/theme";

// A categorical palette readable on light and dark backgrounds.
export const SERIES_COLOURS = [
  "#2d72d2",
  "#29a634",
  "#d1980b",
  "#cd4246",
  "#7961db",
  "#00a396",
  "#d13913",
  "#9d3f9d",
  "#68c1ee",
  "#8eb125",
];

export type PieDatum = { name: string; value: number };
export type WeekDatum = { name: string; upload: number; download: number };

type Props =
  | { kind: "pie"; title: string; data: PieDatum[]; colourOf?: (name: string) => string }
  | { kind: "week"; title: string; data: WeekDatum[] };

function cssVar(name: string, fallback: string): string {
  const value = getComputedStyle(document.body).getPropertyValue(name).trim();
  return value || fallback;
}

function configOf(props: Props, labels: { upload: string; download: string }): ChartConfiguration {
  const text = cssVar("--mr-text", "#1c2127");
  const grid = cssVar("--mr-border", "rgba(0,0,0,0.12)");
  const tooltip = {
    callbacks: {
      label: (ctx: { dataset: { label?: string }; raw: unknown }) =>
        `${ctx.dataset.label ? `${ctx.dataset.label}: ` : ""}${formatSizeMb(Number(ctx.raw))}`,
    },
  };
  if (props.kind === "pie") {
    return {
      type: "pie",
      data: {
        labels: props.data.map((d) => d.name),
        datasets: [
          {
            data: props.data.map((d) => d.value),
            backgroundColor: props.data.map(
              (d, i) => props.colourOf?.(d.name) ?? SERIES_COLOURS[i % SERIES_COLOURS.length],
            ),
            borderWidth: 0,
          },
        ],
      },
      options: {
        maintainAspectRatio: false,
        animation: false,
        plugins: { legend: { position: "bottom", labels: { color: text } }, tooltip },
      },
    } as ChartConfiguration;
  }
  const scale = { stacked: true, ticks: { color: text }, grid: { color: grid } };
  return {
    type: "bar",
    data: {
      labels: props.data.map((d) => d.name),
      datasets: [
        {
          label: labels.upload,
          data: props.data.map((d) => d.upload),
          backgroundColor: SERIES_COLOURS[0],
        },
        {
          label: labels.download,
          data: props.data.map((d) => d.download),
          backgroundColor: SERIES_COLOURS[1],
        },
      ],
    },
    options: {
      indexAxis: "y",
      maintainAspectRatio: false,
      animation: false,
      scales: {
        x: {
          ...scale,
          ticks: { color: text, callback: (v: number | string) => formatSizeMb(Number(v), 0) },
        },
        y: scale,
      },
      plugins: { legend: { position: "bottom", labels: { color: text } }, tooltip },
    },
  } as ChartConfiguration;
}

/** The text a screen reader gets instead of the canvas: every slice or bar with its size. */
export function chartSummary(props: Props): string {
  if (props.kind === "pie")
    return props.data.map((d) => `${d.name} ${formatSizeMb(d.value)}`).join("，");
  return props.data
    .map((d) => `${d.name} ↑${formatSizeMb(d.upload)} ↓${formatSizeMb(d.download)}`)
    .join("，");
}

/**
 * One chart. Chart.js arrives with a dynamic import, so only this page pays
 * for it; the chart is rebuilt when the data or the theme changes.
 */
export function SiteChart(props: Props) {
  const { LL } = useI18nContext();
  const canvas = useRef<HTMLCanvasElement>(null);
  const palette = useAtomValue(paletteAtom);
  const [ready, setReady] = useState(false);
  const upload = LL.site.chart.upload();
  const download = LL.site.chart.download();
  const latest = useRef(props);
  latest.current = props;
  const dataKey = `${props.kind}:${JSON.stringify(props.data)}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: dataKey and palette rebuild the chart when the numbers or the theme's colours change
  useEffect(() => {
    let chart: Chart | undefined;
    let cancelled = false;
    void import("../../lib/chart-setup").then(({ Chart: ChartClass }) => {
      if (cancelled || !canvas.current) return;
      chart = new ChartClass(canvas.current, configOf(latest.current, { upload, download }));
      setReady(true);
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [dataKey, upload, download, palette]);

  const summary = LL.site.chart.summary({ title: props.title, items: chartSummary(props) });
  const height = props.kind === "week" ? Math.max(180, props.data.length * 36 + 60) : 260;
  return (
    <div className="mr-site-chart-canvas" style={{ height }}>
      {!ready && (
        <div className={`mr-site-chart-loading ${Classes.TEXT_MUTED}`}>
          <Spinner size={20} aria-label={LL.site.chart.loading()} />
        </div>
      )}
      <canvas ref={canvas} role="img" aria-label={summary} />
    </div>
  );
}
