import { afterEach, describe, expect, it } from "vitest";
import { connection, DOWN_AFTER_FAILURES } from "./connection";

afterEach(() => connection.reset());

describe("connection", () => {
  it("is down only after several failures in a row, and up again on any answer", () => {
    for (let i = 1; i < DOWN_AFTER_FAILURES; i++) connection.report({ reachable: false });
    expect(connection.getSnapshot().up).toBe(true);
    expect(connection.suspect()).toBe(true);
    connection.report({ reachable: false });
    expect(connection.getSnapshot().up).toBe(false);
    connection.report({ reachable: true });
    expect(connection.getSnapshot()).toMatchObject({ up: true, failures: 0 });
    expect(connection.suspect()).toBe(false);
  });

  it("remembers the first build and offers a reload when another answers", () => {
    connection.report({ reachable: true, build: "a" });
    connection.report({ reachable: true, build: "a" });
    expect(connection.getSnapshot().reloadOffer).toBeNull();
    connection.report({ reachable: true, build: "b" });
    expect(connection.getSnapshot()).toMatchObject({ loadedBuild: "a", reloadOffer: "build" });
    connection.dismissOffer();
    connection.report({ reachable: true, build: "b" });
    expect(connection.getSnapshot().reloadOffer).toBeNull();
  });

  it("tells subscribers about changes only", () => {
    let calls = 0;
    const stop = connection.subscribe(() => calls++);
    connection.report({ reachable: true });
    expect(calls).toBe(0);
    connection.report({ reachable: false });
    expect(calls).toBe(1);
    stop();
  });
});
