// Issue 32: a screen's data starts with its code. Cold, the first request of
// a screen (我订阅的电影, the settings hub) leaves before the page has
// begun to mount: the route's prefetch declaration starts it when the route
// is picked, instead of the page's hooks after their first commit.
import { ClientFunction } from "testcafe";
import { fixtureSession, type SignedIn, startSignedIn, stopAll } from "./support/fixture";
import { openSignedIn } from "./support/session";

// When the request started (resource timing) and when the page began to
// mount (the first render of its frame, components/page-frame.tsx's mark).
const timings = ClientFunction((api: string) => {
  const request = performance
    .getEntriesByType("resource")
    .find((e) => new URL(e.name).pathname === api);
  return {
    request: request ? request.startTime : -1,
    mount: performance.getEntriesByName("mr:page-frame", "mark")[0]?.startTime ?? -1,
  };
});

fixture("Route prefetch")
  .before(async (fc) => {
    Object.assign(fc, await startSignedIn({ password: "prefetch-pass-1" }));
  })
  .after(async (fc) => stopAll((fc as Partial<SignedIn>).server));

for (const [path, api] of [
  ["/subscribe/movie-index", "/api/subscribe/list"],
  ["/setting/index", "/api/health/get_health"],
]) {
  test(`${path}: the first data request starts before the page mounts`, async (t) => {
    await openSignedIn(t, fixtureSession(t), path);
    await t
      .expect(ClientFunction(() => performance.getEntriesByName("mr:page-frame").length)())
      .gt(0, "the page never mounted");
    const at = await timings(api);
    await t.expect(at.request).gte(0, `no ${api} request`);
    await t
      .expect(at.request)
      .lt(at.mount, `request at ${at.request} ms, page mounted at ${at.mount} ms`);
  });
}
