import { describe, expect, it } from "vitest";
import { continuationIndex, LogBuffer, MAX_KEPT_LINES } from "./log-buffer";

const line = (n: number, level = "INFO") => `time=t${n} level=${level} msg=m${n}`;
const lines = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => line(from + i));

describe("LogBuffer with the built-in server's answers (after_line)", () => {
  it("appends only the new lines and moves the cursor", () => {
    const b = new LogBuffer();
    expect(b.apply({ kind: "delta", lines: lines(0, 3), total: 3, reset: false }, 0)).toBe(
      "append",
    );
    expect(b.apply({ kind: "delta", lines: lines(3, 5), total: 5, reset: false }, 3)).toBe(
      "append",
    );
    expect(b.lines).toEqual(lines(0, 5));
    expect(b.cursor).toBe(5);
    expect(b.apply({ kind: "delta", lines: [], total: 5, reset: false }, 5)).toBe("none");
  });

  it("keeps row indices (generation) while appending", () => {
    const b = new LogBuffer();
    b.apply({ kind: "delta", lines: lines(0, 3), total: 3, reset: false }, 0);
    const generation = b.generation;
    b.apply({ kind: "delta", lines: lines(3, 4), total: 4, reset: false }, 3);
    expect(b.generation).toBe(generation);
  });

  it("drops an answer to an out-of-date cursor (two polls in flight)", () => {
    const b = new LogBuffer();
    b.apply({ kind: "delta", lines: lines(0, 2), total: 2, reset: false }, 0);
    expect(b.apply({ kind: "delta", lines: lines(0, 2), total: 2, reset: false }, 0)).toBe("none");
    expect(b.lines).toHaveLength(2);
  });

  it("marks lines the server left out (only the last 5,000 are sent)", () => {
    const b = new LogBuffer();
    b.apply({ kind: "delta", lines: lines(7, 10), total: 10, reset: false }, 0);
    expect(b.lines[0]).toBe("7");
    expect(b.levels[0]).toBe("GAP");
    expect(b.lines.slice(1)).toEqual(lines(7, 10));
    expect(b.textLines()).toEqual(lines(7, 10));
  });

  it("replaces everything when the file rotated (reset)", () => {
    const b = new LogBuffer();
    b.apply({ kind: "delta", lines: lines(0, 5), total: 5, reset: false }, 0);
    const generation = b.generation;
    expect(b.apply({ kind: "delta", lines: lines(100, 102), total: 2, reset: true }, 5)).toBe(
      "replace",
    );
    expect(b.lines).toEqual(lines(100, 102));
    expect(b.cursor).toBe(2);
    expect(b.generation).toBeGreaterThan(generation);
  });

  it("carries a record's level over to its continuation lines across answers", () => {
    const b = new LogBuffer();
    b.apply({ kind: "delta", lines: [line(0, "ERROR")], total: 1, reset: false }, 0);
    b.apply({ kind: "delta", lines: ["  at main.go:12", line(2)], total: 3, reset: false }, 1);
    expect(b.levels).toEqual(["ERROR", "ERROR", "INFO"]);
  });

  it("keeps at most MAX_KEPT_LINES, dropping the oldest in one batch", () => {
    const b = new LogBuffer();
    b.apply(
      { kind: "delta", lines: lines(0, MAX_KEPT_LINES), total: MAX_KEPT_LINES, reset: false },
      0,
    );
    const generation = b.generation;
    expect(b.lines).toHaveLength(MAX_KEPT_LINES);
    b.apply(
      { kind: "delta", lines: [line(MAX_KEPT_LINES)], total: MAX_KEPT_LINES + 1, reset: false },
      MAX_KEPT_LINES,
    );
    expect(b.lines.length).toBeLessThan(MAX_KEPT_LINES);
    expect(b.lines.at(-1)).toBe(line(MAX_KEPT_LINES));
    expect(b.levels).toHaveLength(b.lines.length);
    expect(b.generation).toBeGreaterThan(generation);
  });
});

describe("LogBuffer with an upstream that sends the whole tail (array or string)", () => {
  it("appends what follows the last line it has", () => {
    const b = new LogBuffer();
    expect(b.apply({ kind: "snapshot", lines: lines(0, 4) }, 0)).toBe("replace");
    expect(b.apply({ kind: "snapshot", lines: lines(2, 7) }, 0)).toBe("append");
    expect(b.lines).toEqual(lines(0, 7));
    expect(b.apply({ kind: "snapshot", lines: lines(2, 7) }, 0)).toBe("none");
  });

  it("replaces its rows when the snapshot no longer contains its last line", () => {
    const b = new LogBuffer();
    b.apply({ kind: "snapshot", lines: lines(0, 4) }, 0);
    expect(b.apply({ kind: "snapshot", lines: lines(50, 52) }, 0)).toBe("replace");
    expect(b.lines).toEqual(lines(50, 52));
  });
});

describe("continuationIndex", () => {
  it("finds the place after the matching tail", () => {
    expect(continuationIndex(["a", "b", "c"], ["b", "c", "d"])).toBe(2);
    expect(continuationIndex(["a", "b", "c"], ["c", "d"])).toBe(1);
    expect(continuationIndex(["a", "b", "c"], ["a", "b", "c"])).toBe(3);
  });

  it("uses the latest occurrence whose preceding lines match", () => {
    expect(continuationIndex(["x", "y", "z"], ["x", "y", "z", "q", "y", "z", "n"])).toBe(3);
    expect(continuationIndex(["a", "a", "a"], ["a", "a", "a", "a"])).toBe(4);
  });

  it("is null when nothing is kept or nothing matches", () => {
    expect(continuationIndex([], ["a"])).toBeNull();
    expect(continuationIndex(["a", "b", "c"], ["x", "b", "c", "d"])).toBeNull();
  });
});
