// Proxy mode (--upstream): the settings screens work through a second binary
// that forwards the backend's paths to a built-in one, and show what the
// upstream answers — the UI cannot tell the two modes apart.
import { Selector } from "testcafe";
import { stopAll } from "./support/fixture";
import { button, field, pathname } from "./support/page";
import { createAdmin, fetchToken, type RunningServer, startServer } from "./support/server";
import { mustCall, openSignedIn as openAs } from "./support/session";

const ADMIN = "admin";
const PASSWORD = "proxy-tests-pass-1";

type Ctx = { upstream: RunningServer; proxy: RunningServer; token: string };
const ctx = (t: TestController) => t.fixtureCtx as Ctx;

/** `path` opened signed in through the proxy. */
function openSignedIn(t: TestController, path: string): Promise<void> {
  return openAs(t, { url: ctx(t).proxy.url, token: ctx(t).token }, path);
}

/** GET `path` from the upstream itself, with the token signed in through the proxy. */
const upstreamApi = <T>(t: TestController, path: string) =>
  mustCall<T>({ url: ctx(t).upstream.url, token: ctx(t).token }, path);

fixture("Proxy mode: settings through --upstream")
  .before(async (fc) => {
    fc.upstream = await startServer();
    const upstream = fc.upstream as RunningServer;
    fc.proxy = await startServer(["--upstream", upstream.url]);
    await createAdmin(upstream.url, ADMIN, PASSWORD);
    fc.token = await fetchToken((fc.proxy as RunningServer).url, ADMIN, PASSWORD);
  })
  .after(async (fc) => stopAll((fc as Partial<Ctx>).proxy, (fc as Partial<Ctx>).upstream));

test("a setting saved through the proxy lands in the upstream, and the hub shows it", async (t) => {
  await openSignedIn(t, "/setting/edit-web");
  await t.expect(Selector("h1").withExactText("网站访问设置").exists).ok();
  await t.typeText(field("站点访问地址"), "http://nas.lan:1329", { replace: true });
  await t.click(button("保存"));
  await t.expect(pathname()).eql("/setting/index");
  const web = await upstreamApi<{ server_url: string }>(t, "/api/setting/get_web");
  await t.expect(web.server_url).eql("http://nas.lan:1329");
  // The hub's lists and the licence line come from the upstream unchanged.
  await t.expect(Selector("h2").withExactText("媒体服务器(必须配置)").exists).ok();
  await t.expect(Selector("body").withText("内置后端无需授权").exists).ok();
});

test("the app log shows the upstream's own log through the proxy", async (t) => {
  await openSignedIn(t, "/setting/app-log");
  await t.expect(Selector("body").withText("Movie Robot web console listening").exists).ok();
  await t.expect(Selector("body").withText("mode=built-in").exists).ok();
});
