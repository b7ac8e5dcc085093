import { charsPerLine, estimateHeight, ROW_HEIGHT } from "./log-window";

/**
 * The rows' heights by buffer index: measured once a row was on screen,
 * estimated from its text until then. Kept outside React state (a plain
 * array per kind, 100,000 rows cost a few hundred kB); everything is
 * forgotten when the rows change index (the buffer's generation) or the
 * box's width changes (the lines wrap elsewhere).
 */
export class RowHeights {
  private measured: number[] = [];
  private estimated: number[] = [];
  private generation = -1;
  private width = -1;
  private perLine = 1;

  /** Forgets what no longer holds; true when it did. */
  sync(generation: number, width: number): boolean {
    if (generation === this.generation && width === this.width) return false;
    this.generation = generation;
    this.width = width;
    this.perLine = charsPerLine(width);
    this.measured = [];
    this.estimated = [];
    return true;
  }

  /** Row `index`'s height; `text` is its line (a gap marker is one line). */
  of(index: number, text: string, gap: boolean): number {
    const m = this.measured[index];
    if (m !== undefined) return m;
    let e = this.estimated[index];
    if (e === undefined) {
      e = gap || this.width <= 0 ? ROW_HEIGHT : estimateHeight(text, this.perLine);
      this.estimated[index] = e;
    }
    return e;
  }

  /** Records a measured height; the change from what was assumed (0: none). */
  measure(index: number, height: number, text: string, gap: boolean): number {
    if (!(height > 0)) return 0; // not laid out (a hidden box, a test's DOM)
    const before = this.of(index, text, gap);
    if (Math.abs(before - height) < 0.5) {
      this.measured[index] = before;
      return 0;
    }
    this.measured[index] = height;
    return height - before;
  }
}
