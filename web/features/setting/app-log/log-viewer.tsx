import {
  type CSSProperties,
  type Ref,
  useCallback,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useI18nContext } from "../../../i18n/i18n-react";
import type { LogBuffer } from "./log-buffer";
import type { LogView } from "./log-filter";
import { RowHeights } from "./log-heights";
import { LogJumpButtons } from "./log-jump-buttons";
import { LogRow } from "./log-row";
import { ROW_HEIGHT, type RowOffsets, rowOffsets, windowRange } from "./log-window";
import { useLogScroll } from "./use-log-scroll";

// The CSS line height follows the maths' constant.
const rowHeightVar = { "--mr-log-row-height": `${ROW_HEIGHT}px` } as CSSProperties;

export type LogViewerHandle = {
  /** Scrolls row `position` of the view into sight (search navigation). */
  reveal: (position: number) => void;
};

export type LogViewerProps = {
  buffer: LogBuffer;
  view: LogView;
  pattern: RegExp | null;
  /** Position in view.rows of the current search match. */
  currentRow: number | null;
  follow: boolean;
  /** The user scrolled away from the bottom while following: pause following. */
  onLeaveBottom: () => void;
  /** Shown inside the box when there are no rows (loading, empty, filtered out). */
  placeholder: string | null;
  fullScreen: boolean;
  onFullScreen: (on: boolean) => void;
  ref?: Ref<LogViewerHandle>;
};

/**
 * The windowed list: a spacer as tall as every row, and inside it only the
 * rows in view (plus overscan), moved into place with one transform. Long
 * lines wrap; each row rendered is measured after the render, and a height
 * that differs from its estimate moves the rows after it (the scroll offset
 * moves too when the row was above the view, so what is read stays put).
 */
export function LogViewer(props: LogViewerProps) {
  const { buffer, view, pattern, currentRow, follow, onLeaveBottom, placeholder, ref } = props;
  const { LL } = useI18nContext();
  const t = LL.settingLog.appLog;
  const heights = useRef(new RowHeights()).current;
  const offsetsRef = useRef<RowOffsets>(new Float64Array(1));
  // Bumped when a measured height changed the layout.
  const [layout, setLayout] = useState(0);
  const [width, setWidth] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `layout` says a height (kept outside state) changed
  const offsets = useMemo(() => {
    heights.sync(buffer.generation, width);
    const { rows } = view;
    return rowOffsets(rows.length, (p) => {
      const index = rows[p] ?? 0;
      return heights.of(index, buffer.lines[index] ?? "", buffer.levels[index] === "GAP");
    });
  }, [heights, buffer, buffer.generation, view, width, layout]);
  offsetsRef.current = offsets;
  // Following: every new layout (rows added, heights measured) ends at the last row.
  const scroll = useLogScroll(follow, onLeaveBottom, offsets, offsetsRef);
  const { reveal } = scroll;
  useImperativeHandle(ref, () => ({ reveal }), [reveal]);
  const skippedText = useCallback((count: number) => t.skipped({ count }), [t]);
  if (scroll.metrics.width !== width) setWidth(scroll.metrics.width);

  const range = windowRange({
    scrollTop: scroll.metrics.top,
    viewportHeight: scroll.metrics.height,
    offsets,
  });
  const rowsBox = useRef<HTMLDivElement>(null);
  const shift = useRef(0);

  // After each render: the rows on screen measured; a change re-lays the list out.
  useLayoutEffect(() => {
    const box = scroll.box.current;
    const children = rowsBox.current?.children;
    if (!box || !children) return;
    let changed = false;
    let above = 0;
    for (let i = 0; i < children.length; i++) {
      const p = range.start + i;
      const index = view.rows[p];
      if (index === undefined) break;
      const height = (children[i] as HTMLElement).getBoundingClientRect().height;
      const text = buffer.lines[index] ?? "";
      const delta = heights.measure(index, height, text, buffer.levels[index] === "GAP");
      if (delta === 0) continue;
      changed = true;
      if ((offsets[p + 1] ?? 0) <= box.scrollTop) above += delta;
    }
    if (changed) {
      shift.current += above;
      setLayout((n) => n + 1);
    }
  });

  // Rows above the view grew or shrank: the view keeps showing the same lines.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each re-layout
  useLayoutEffect(() => {
    const box = scroll.box.current;
    const by = shift.current;
    shift.current = 0;
    if (box && by !== 0 && !follow) scroll.scrollTo(box.scrollTop + by);
  }, [layout]);

  const rows = [];
  for (let p = range.start; p < range.end; p++) {
    const index = view.rows[p] ?? 0;
    rows.push(
      <LogRow
        key={index}
        text={buffer.lines[index] ?? ""}
        level={buffer.levels[index] ?? "INFO"}
        pattern={pattern}
        current={p === currentRow}
        skippedText={skippedText}
      />,
    );
  }

  return (
    <div className="mr-log-frame" style={rowHeightVar}>
      {/* Focusable so the keyboard can scroll it (arrows, Page Up/Down, Home/End). */}
      <section
        ref={scroll.box}
        className="mr-log-box"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus
        tabIndex={0}
        aria-label={t.viewer()}
        onScroll={scroll.onScroll}
      >
        <div className="mr-log-spacer" style={{ height: range.totalHeight }}>
          <div
            ref={rowsBox}
            className="mr-log-rows"
            style={{ transform: `translateY(${range.offset}px)` }}
          >
            {rows}
          </div>
        </div>
        {placeholder && <div className="mr-log-placeholder">{placeholder}</div>}
      </section>
      <LogJumpButtons
        fullScreen={props.fullScreen}
        onFullScreen={props.onFullScreen}
        atTop={scroll.edges.top}
        atBottom={scroll.edges.bottom}
        onTop={() => scroll.scrollTo(0)}
        onBottom={() => scroll.scrollTo(Number.MAX_SAFE_INTEGER)}
      />
    </div>
  );
}
