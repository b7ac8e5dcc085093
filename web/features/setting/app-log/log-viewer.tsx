import { type CSSProperties, type Ref, useCallback, useImperativeHandle } from "react";
import { useI18nContext } from "../../../i18n/i18n-react";
import type { LogBuffer } from "./log-buffer";
import type { LogView } from "./log-filter";
import { LogJumpButtons } from "./log-jump-buttons";
import { LogRow } from "./log-row";
import { ROW_HEIGHT, windowRange } from "./log-window";
import { useLogScroll } from "./use-log-scroll";

// The CSS row height follows the maths' constant.
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
 * rows in view (plus overscan), moved into place with one transform.
 */
export function LogViewer(props: LogViewerProps) {
  const { buffer, view, pattern, currentRow, follow, onLeaveBottom, placeholder, ref } = props;
  const { LL } = useI18nContext();
  const t = LL.settingLog.appLog;
  const scroll = useLogScroll(follow, onLeaveBottom, view);
  const { reveal } = scroll;
  useImperativeHandle(ref, () => ({ reveal }), [reveal]);
  const skippedText = useCallback((count: number) => t.skipped({ count }), [t]);

  const range = windowRange({
    scrollTop: scroll.metrics.top,
    viewportHeight: scroll.metrics.height,
    count: view.rows.length,
  });
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
          <div className="mr-log-rows" style={{ transform: `translateY(${range.offset}px)` }}>
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
