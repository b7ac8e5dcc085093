import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { callsTo, jsonResponse, mockApi } from "../../../tests/unit/mock-api";
import { renderWithApp } from "../../../tests/unit/render";
import { SiteDashboardPage } from "./site-dashboard-page";
import { sampleSite } from "./test-sites";

// jsdom has no canvas: the lazily loaded Chart.js is replaced by a stub.
vi.mock("./chart-setup", () => ({
  Chart: class {
    destroy() {}
  },
}));

const SITES = [
  sampleSite({
    username: "skyuser",
    share_rate: "3.21",
    upload_size: 2 * 1024 * 1024,
    download_size: 512,
    cloudflare_at: "2026-11-26 20:30:00",
    budget: {
      minute: 1,
      hour: 12,
      day: 40,
      per_minute: 30,
      per_hour: 300,
      per_day: 3000,
      hour_by: { 搜索: 5, 订阅列表读取: 7 },
      paused_until: "2026-11-26 21:30:00",
      pause_reason: "站点要求暂停（HTTP 429）",
      pauses: 2,
    },
  }),
  {
    id: 2,
    site_name: "mteam",
    alias: "馒头",
    username: "mtuser",
    share_rate: "1.0",
    upload_size: 0,
    download_size: 0,
    status: 2,
    status_reason: "Cookie 已失效",
    web_search: 0,
    smart_download: 1,
    traffic_management_status: 0,
    upload_kpi: 0,
    cookie: "",
    proxies: "",
    user_agent: "",
    auth_username: "bob",
    site_url: "http://mteam.lan:8443/",
  },
];

function setup(routes: Record<string, unknown> = {}) {
  const fetchMock = mockApi({
    "GET /api/common/sites": {
      code: 0,
      data: [
        { id: "hdsky", name: "天空", domain: "hdsky.me" },
        { id: "mteam", name: "馒头", domain: "kp.m-team.cc" },
        { id: "ourbits", name: "我堡", domain: "ourbits.club" },
      ],
    },
    "GET /api/site/get_sites": { code: 0, data: SITES },
    "GET /api/site/overview": {
      code: 0,
      data: {
        today_up: 2048,
        today_dl: 100,
        yestday_up: 1024,
        yestday_dl: 200,
        total_up: 3 * 1024 * 1024,
        total_dl: 1024 * 1024 * 1024 * 2,
        up_change_7: 10240,
        dl_change_7: 300,
        today_up_rate: "+100%",
        today_dl_rate: "-50%",
        data_update_time: "2026-11-24 08:00:00",
        site_count: 2,
        site_vip_count: 1,
      },
    },
    "GET /api/site/get_site_shares_data": {
      code: 0,
      data: {
        week: [
          { name: "天空", upload: 10, download: 5 },
          { name: "馒头", upload: 0, download: 0 },
        ],
        today_upload: [{ name: "天空", value: 2048 }],
        today_download: [],
      },
    },
    ...routes,
  });
  const view = renderWithApp(<SiteDashboardPage />, { path: "/site/dashboard" });
  return { fetchMock, view, user: userEvent.setup() };
}

describe("SiteDashboardPage", () => {
  it("shows the counts, the four stats in MB/GB/TB/PB and the update time", async () => {
    setup();
    expect(await screen.findByText("共有2个站点，其中1个VIP站点")).toBeInTheDocument();
    // The stat card comes first; the pie of the same name follows.
    const [today] = screen.getAllByRole("group", { name: "今日上传" });
    expect(today).toHaveTextContent("2.00 GB");
    expect(today).toHaveTextContent("较昨日 +100%");
    expect(today).toHaveTextContent("更新于 2026-11-24 08:00:00");
    expect(screen.getByRole("group", { name: "总上传量" })).toHaveTextContent("3.00 TB");
    expect(screen.getByRole("group", { name: "总下载量" })).toHaveTextContent("2.00 PB");
  });

  it("draws the pies and the 7-day bars without zero-traffic sites", {
    timeout: 15_000,
  }, async () => {
    setup();
    const week = await screen.findByRole("img", { name: /^近7天流量变化/ });
    expect(week.getAttribute("aria-label")).toContain("天空");
    expect(week.getAttribute("aria-label")).not.toContain("馒头");
    expect(
      within(screen.getAllByRole("group", { name: "今日下载" })[1] as HTMLElement).getByText(
        "暂无数据",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("img", { name: /^今日上传：天空 2.00 GB/ })).toBeInTheDocument();
  });

  it("lists every site with health and reason, and hides user names", async () => {
    const { user } = setup();
    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row");
    expect(rows[1]).toHaveTextContent(
      "天空skyuser3.212.00 TB512.00 MB可用经Cloudflare穿透本小时请求12/300站点要求暂停（HTTP 429），2026-11-26 21:30:00前不再请求今日站点2次要求放慢是否主动",
    );
    expect(within(rows[1] as HTMLElement).getByText("本小时请求12/300")).toHaveAttribute(
      "title",
      "本小时：搜索 5 · 订阅列表读取 7；今日40/3000",
    );
    expect(
      within(rows[1] as HTMLElement)
        .getByText("经Cloudflare穿透")
        .closest("[title]"),
    ).toHaveAttribute("title", "站点开启了Cloudflare验证，2026-11-26 20:30:00 经FlareSolverr通过");
    expect(rows[2]).not.toHaveTextContent("经Cloudflare穿透");
    expect(rows[2]).toHaveTextContent("异常Cookie 已失效");
    expect(within(rows[1] as HTMLElement).getByRole("link", { name: "天空" })).toHaveAttribute(
      "href",
      "https://hdsky.me",
    );
    // The address configured in 站点管理 (a mirror) wins over the catalogue's.
    expect(within(rows[2] as HTMLElement).getByRole("link", { name: "馒头" })).toHaveAttribute(
      "href",
      "http://mteam.lan:8443/",
    );
    await user.click(screen.getByRole("button", { name: "隐藏用户名" }));
    expect(rows[1]).toHaveTextContent("****");
    expect(table).not.toHaveTextContent("skyuser");
  });

  it("adds a site: validation, the saving note, a refusal in an alert, then success", async () => {
    let answer = { code: 1, message: "Cookie 已失效，登录失败" };
    const { fetchMock, user } = setup({
      "POST /api/site/save_site": () => jsonResponse(answer),
    });
    await user.click(await screen.findByRole("button", { name: "新增站点" }));
    const dialog = await screen.findByRole("dialog", { name: "新增站点" });
    const site = within(dialog).getByLabelText("站点");
    // Only the site not configured yet is offered.
    expect(
      within(site)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["请选择站点", "我堡-ourbits.club"]);
    await user.click(within(dialog).getByRole("button", { name: "提交" }));
    expect(dialog).toHaveTextContent("必须选择站点");
    expect(callsTo(fetchMock, "POST /api/site/save_site")).toHaveLength(0);

    await user.selectOptions(site, "ourbits");
    await user.selectOptions(within(dialog).getByLabelText("认证方式"), "cookies");
    await user.type(within(dialog).getByLabelText("Cookie"), "uid=1; pass=x");
    expect(within(dialog).getByLabelText("上传量目标（GB）")).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText("流量管理"), "1");
    expect(within(dialog).getByLabelText("上传量目标（GB）")).toBeEnabled();
    await user.click(within(dialog).getByRole("button", { name: "提交" }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent("Cookie 已失效，登录失败");
    // Where the user looks: above the first field, and focused (so it is scrolled into view).
    expect(alert.compareDocumentPosition(site) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(alert).toHaveFocus();
    const [call] = callsTo(fetchMock, "POST /api/site/save_site");
    expect(JSON.parse(String(call?.body))).toEqual({
      site_name: "ourbits",
      auth_type: "cookies",
      cookie: "uid=1; pass=x",
      user_agent: "",
      auth_username: "",
      proxies: "",
      traffic_management_status: 1,
      upload_kpi: 1024,
      web_search: true,
      smart_download: true,
      site_url: "",
      search_limit: 0,
    });

    answer = { code: 0, message: "ok" };
    await user.click(within(dialog).getByRole("button", { name: "提交" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "新增站点" })).toBeNull());
    expect(await screen.findByText("我堡添加成功！")).toBeInTheDocument();
  }, 20_000);

  it("reads a captcha for a site whose sign-in asks for one", async () => {
    const { fetchMock, user } = setup({
      "GET /api/common/sites": {
        code: 0,
        data: [{ id: "capsite", name: "验证站", domain: "cap.example", captcha: true }],
      },
      "POST /api/site/captcha": { code: 0, data: { image: "data:image/png;base64,iVBORw0K" } },
      "POST /api/site/save_site": { code: 0, message: "ok" },
    });
    await user.click(await screen.findByRole("button", { name: "新增站点" }));
    const dialog = await screen.findByRole("dialog", { name: "新增站点" });
    await user.selectOptions(within(dialog).getByLabelText("站点"), "capsite");
    await user.selectOptions(within(dialog).getByLabelText("认证方式"), "user");
    await user.type(within(dialog).getByLabelText("登录用户名"), "alice");
    await user.type(within(dialog).getByLabelText("登录密码"), "secret");
    await user.click(within(dialog).getByRole("button", { name: "获取验证码" }));
    expect(await within(dialog).findByRole("img", { name: "站点登录验证码" })).toHaveAttribute(
      "src",
      "data:image/png;base64,iVBORw0K",
    );
    const [asked] = callsTo(fetchMock, "POST /api/site/captcha");
    expect(JSON.parse(String(asked?.body))).toMatchObject({
      site_name: "capsite",
      auth_username: "alice",
      auth_password: "secret",
    });
    await user.type(within(dialog).getByLabelText("验证码"), "7K3P");
    await user.click(within(dialog).getByRole("button", { name: "提交" }));
    await waitFor(() => expect(callsTo(fetchMock, "POST /api/site/save_site")).toHaveLength(1));
    const [saved] = callsTo(fetchMock, "POST /api/site/save_site");
    expect(JSON.parse(String(saved?.body))).toMatchObject({
      site_name: "capsite",
      captcha: "7K3P",
    });
  }, 20_000);

  it("edits with the site locked and the password left blank", async () => {
    const { user } = setup();
    await user.click(await screen.findByRole("button", { name: "编辑馒头" }));
    const dialog = await screen.findByRole("dialog", { name: "编辑站点" });
    expect(within(dialog).getByLabelText("站点")).toBeDisabled();
    expect(within(dialog).getByLabelText("认证方式")).toHaveValue("user");
    expect(within(dialog).getByLabelText("登录用户名")).toHaveValue("bob");
    expect(within(dialog).getByLabelText("登录密码")).toHaveValue("");
  });

  it("deletes after 真的要删除吗?", async () => {
    const { fetchMock, user } = setup({ "POST /api/site/delete": { code: 0, message: "" } });
    await user.click(await screen.findByRole("button", { name: "删除天空" }));
    const confirm = await screen.findByRole("alertdialog", { name: "真的要删除吗?" });
    await user.click(within(confirm).getByRole("button", { name: "删除" }));
    await waitFor(() => expect(callsTo(fetchMock, "POST /api/site/delete")).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, "POST /api/site/delete")[0]?.body))).toEqual({
      id: 1,
    });
    expect(await screen.findByText("天空已经删除！")).toBeInTheDocument();
  });

  it("refreshes every site's data on request", async () => {
    const { fetchMock, user } = setup({
      "GET /api/site/update_sites": { code: 0, message: "已刷新2个站点" },
    });
    await user.click(await screen.findByRole("button", { name: "刷新站点数据" }));
    expect(await screen.findByText("已刷新2个站点")).toBeInTheDocument();
    expect(callsTo(fetchMock, "GET /api/site/update_sites")).toHaveLength(1);
  });
});
