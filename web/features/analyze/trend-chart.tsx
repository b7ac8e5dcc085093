import { Button, Card, Classes, H2, HTMLTable, Spinner } from "@blueprintjs/core";
import type { Chart, ChartConfiguration } from "chart.js";
import { useAtomValue } from "jotai";
import { useEffect, useId, useRef, useState } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import { paletteAtom } from "../../state/theme";

export type Series = { name: string; values: (number | null)[] };

export type TrendChartProps = {
  /** data-chart of the card (tests and styles find it by this). */
  name: string;
  title: string;
  kind: "bar" | "pie";
  horizontal?: boolean;
  stacked?: boolean;
  /** Header of the table's first column (what the labels are). */
  labelHeader: string;
  labels: string[];
  /** Shorter labels for the axis (default: labels). */
  axisLabels?: string[];
  series: Series[];
  /** Columns only the table shows (another unit than the chart's), with their format. */
  tableOnly?: { series: Series; format: (v: number) => string }[];
  /** A value as the table and the tooltip show it (default: the number). */
  format?: (v: number) => string;
  /** A value on the axis (default: format). */
  tick?: (v: number) => string;
};

const CHART_COLOURS = 6;

/** The theme's chart colours (analyze.css: one set for light themes, one for dark). */
function themeColours(): { series: string[]; text: string; grid: string } {
  const style = getComputedStyle(document.body);
  const v = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    series: Array.from({ length: CHART_COLOURS }, (_, i) => v(`--mr-chart-${i + 1}`, "#2d72d2")),
    text: v("--mr-text", "#1c2127"),
    grid: v("--mr-border", "rgba(0,0,0,0.12)"),
  };
}

function configOf(p: TrendChartProps): ChartConfiguration {
  const { series: colours, text, grid } = themeColours();
  const colour = (i: number) => colours[i % colours.length] ?? "#2d72d2";
  const format = p.format ?? String;
  const tooltip = {
    callbacks: {
      label: (ctx: { dataset: { label?: string }; raw: unknown; label?: string }) =>
        `${ctx.dataset.label ?? ctx.label ?? ""}: ${format(Number(ctx.raw))}`,
    },
  };
  const legend = { position: "bottom" as const, labels: { color: text } };
  if (p.kind === "pie") {
    const values = p.series[0]?.values ?? [];
    return {
      type: "pie",
      data: {
        labels: p.axisLabels ?? p.labels,
        datasets: [
          {
            label: p.series[0]?.name,
            data: values.map((v) => v ?? 0),
            backgroundColor: values.map((_, i) => colour(i)),
            borderColor: "transparent",
          },
        ],
      },
      options: { maintainAspectRatio: false, animation: false, plugins: { legend, tooltip } },
    } as ChartConfiguration;
  }
  const tick = p.tick ?? p.format;
  const valueAxis = {
    stacked: p.stacked,
    beginAtZero: true,
    ticks: {
      color: text,
      precision: 0,
      ...(tick ? { callback: (v: number | string) => tick(Number(v)) } : {}),
    },
    grid: { color: grid },
  };
  const labelAxis = { stacked: p.stacked, ticks: { color: text }, grid: { color: grid } };
  return {
    type: "bar",
    data: {
      labels: p.axisLabels ?? p.labels,
      datasets: p.series.map((s, i) => ({
        label: s.name,
        data: s.values,
        backgroundColor: colour(i),
        borderColor: colour(i),
      })),
    },
    options: {
      indexAxis: p.horizontal ? "y" : "x",
      maintainAspectRatio: false,
      animation: false,
      scales: p.horizontal ? { x: valueAxis, y: labelAxis } : { x: labelAxis, y: valueAxis },
      plugins: { legend: { ...legend, display: p.series.length > 1 }, tooltip },
    },
  } as ChartConfiguration;
}

/**
 * One chart with its data as a table: the canvas is for the eye (hidden
 * from screen readers), the table always in the accessibility tree
 * (visually hidden until 显示表格). Chart.js arrives with a dynamic import,
 * so only this screen pays for it; the chart is rebuilt when the data or
 * the theme changes.
 */
export function TrendChart(props: TrendChartProps) {
  const { LL } = useI18nContext();
  const t = LL.movieAnalyze;
  const canvas = useRef<HTMLCanvasElement>(null);
  const palette = useAtomValue(paletteAtom);
  const [ready, setReady] = useState(false);
  const [showTable, setShowTable] = useState(false);
  const id = useId();
  const latest = useRef(props);
  latest.current = props;
  const dataKey = JSON.stringify([props.labels, props.series]);
  // A range with nothing in it (every bar 0) says so in words: no chart
  // code is fetched for a picture of zeros.
  const empty = !props.series.some((s) => s.values.some((v) => v != null && v !== 0));

  // biome-ignore lint/correctness/useExhaustiveDependencies: dataKey and palette rebuild the chart when the numbers or the theme's colours change
  useEffect(() => {
    if (empty) return;
    let chart: Chart | undefined;
    let cancelled = false;
    void import("../../lib/chart-setup").then(({ Chart: ChartClass }) => {
      if (cancelled || !canvas.current) return;
      chart = new ChartClass(canvas.current, configOf(latest.current));
      setReady(true);
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [dataKey, palette, empty]);

  const format = props.format ?? String;
  const height = props.horizontal ? Math.max(160, props.labels.length * 28 + 60) : 260;
  return (
    <Card
      className="mr-analyze-card"
      data-chart={props.name}
      aria-labelledby={`${id}-title`}
      role="region"
    >
      <div className="mr-analyze-card-head">
        <H2 id={`${id}-title`} className="mr-analyze-card-title">
          {props.title}
        </H2>
        {!empty && (
          <Button
            size="small"
            variant="minimal"
            aria-pressed={showTable}
            aria-controls={`${id}-table`}
            text={showTable ? t.hideTable() : t.showTable()}
            onClick={() => setShowTable((v) => !v)}
          />
        )}
      </div>
      {empty ? (
        <p className={Classes.TEXT_MUTED}>{t.noData()}</p>
      ) : (
        <div className="mr-analyze-canvas" style={{ height }} aria-hidden="true">
          {!ready && <Spinner size={20} className="mr-analyze-loading" />}
          <canvas ref={canvas} />
        </div>
      )}
      {!empty && (
        <div className={showTable ? "mr-analyze-table" : "mr-visually-hidden"}>
          <HTMLTable compact striped id={`${id}-table`}>
            <caption className="mr-visually-hidden">{t.tableOf({ title: props.title })}</caption>
            <thead>
              <tr>
                <th scope="col">{props.labelHeader}</th>
                {props.series.map((s) => (
                  <th scope="col" key={s.name}>
                    {s.name}
                  </th>
                ))}
                {props.tableOnly?.map(({ series: s }) => (
                  <th scope="col" key={s.name}>
                    {s.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {props.labels.map((label, row) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  {props.series.map((s) => {
                    const v = s.values[row];
                    return <td key={s.name}>{v == null ? t.ratio.none() : format(v)}</td>;
                  })}
                  {props.tableOnly?.map(({ series: s, format: f }) => (
                    <td key={s.name}>{f(s.values[row] ?? 0)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </Card>
  );
}
