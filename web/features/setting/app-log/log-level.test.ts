import { describe, expect, it } from "vitest";
import { detectLevel, levelsOf } from "./log-level";

describe("detectLevel", () => {
  it("reads slog's text format, offsets included", () => {
    expect(detectLevel('time=2026-01-02T15:04:05.000Z level=INFO msg="listening" addr=:1329')).toBe(
      "INFO",
    );
    expect(detectLevel("time=x level=WARN msg=x")).toBe("WARN");
    expect(detectLevel("time=x level=ERROR msg=boom")).toBe("ERROR");
    expect(detectLevel("time=x level=DEBUG-2 msg=x")).toBe("DEBUG");
    expect(detectLevel("time=x level=INFO+2 msg=x")).toBe("INFO");
  });

  it("trusts slog's level over words in the message", () => {
    expect(detectLevel('time=x level=INFO msg="ERROR budget reset"')).toBe("INFO");
  });

  it("reads other loggers' level words near the start", () => {
    expect(detectLevel("2023-02-11 10:36:53,139 - movie_robot - ERROR - 下载失败")).toBe("ERROR");
    expect(detectLevel("[2023-02-11 10:36:53][WARNING] 站点超时")).toBe("WARN");
    expect(detectLevel("2023-02-11 10:36:53 CRITICAL crashed")).toBe("ERROR");
    expect(detectLevel("2023-02-11 10:36:53 TRACE details")).toBe("DEBUG");
    expect(detectLevel('{"time":"x","level":"warn","msg":"y"}')).toBe("WARN");
  });

  it("does not take lower-case words or words far into the line as a level", () => {
    expect(detectLevel("some info about the error")).toBeNull();
    expect(detectLevel(`${"x".repeat(100)} ERROR`)).toBeNull();
    expect(detectLevel('  File "app.py", line 3, in main')).toBeNull();
    expect(detectLevel("")).toBeNull();
  });
});

describe("levelsOf", () => {
  it("gives a line without a level the level of the record before it", () => {
    const lines = [
      "time=a level=ERROR msg=failed",
      "Traceback (most recent call last):",
      '  File "x.py", line 1',
      "time=b level=INFO msg=ok",
    ];
    expect(levelsOf(lines)).toEqual(["ERROR", "ERROR", "ERROR", "INFO"]);
  });

  it("starts from the given level (the buffer's last), else INFO", () => {
    expect(levelsOf(["continued"], "WARN")).toEqual(["WARN"]);
    expect(levelsOf(["no level yet"])).toEqual(["INFO"]);
  });
});
