import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo, deferred, jsonResponse, mockApi } from "../../../../tests/unit/mock-api";
import { renderWithApp } from "../../../../tests/unit/render";
import { WebSettingsPage } from "./web-page";

const stored = { code: 0, message: "", data: { server_url: "", port: 1329 } };
const saved = {
  code: 0,
  message: "设置保存成功，但此页面设置需要重启后才生效。",
  data: { next: "/setup/media-server" },
};

function setup(path: string, routes: Record<string, unknown> = {}) {
  const fetchMock = mockApi({ "GET /api/config/get_web": stored, ...routes });
  const view = renderWithApp(<WebSettingsPage />, { path });
  return { fetchMock, view, user: userEvent.setup() };
}

describe("WebSettingsPage", () => {
  it("in the wizard: heading, sub, defaults, then on to data.next", async () => {
    const { fetchMock, view, user } = setup("/setup/web", { "POST /api/config/save_web": saved });
    expect(screen.getByRole("heading", { name: "网站访问设置" })).toBeInTheDocument();
    expect(screen.getByText("请记住此页面的配置，便于今后的访问")).toBeInTheDocument();
    expect(await screen.findByLabelText("站点访问地址")).toHaveValue("http://");
    expect(screen.getByLabelText("网站访问端口")).toHaveValue("1329");
    expect(screen.queryByRole("button", { name: "保存" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "保存进入下一步" }));
    await waitFor(() => expect(view.currentPath()).toBe("/setup/media-server"));
    const [call] = callsTo(fetchMock, "POST /api/config/save_web");
    expect(JSON.parse(String(call?.body))).toEqual({ server_url: "http://", port: 1329 });
  });

  it("under /config: 保存, and the server's message in place", async () => {
    const { view, user } = setup("/config/web", { "POST /api/config/save_web": saved });
    await user.clear(await screen.findByLabelText("网站访问端口"));
    await user.type(screen.getByLabelText("网站访问端口"), "8080");
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByRole("status")).toHaveTextContent(saved.message);
    expect(view.currentPath()).toBe("/config/web");
    expect(document.title).toBe("网站访问设置 | Movie Robot");
  });

  it("shows a field's error once it was edited, and sends nothing invalid", async () => {
    const { fetchMock, user } = setup("/config/web");
    const port = await screen.findByLabelText("网站访问端口");
    await user.clear(port);
    await user.tab();
    expect(await screen.findByText("网站访问端口必须是1到65535之间的整数")).toBeInTheDocument();
    expect(port).toHaveAttribute("aria-invalid", "true");
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(callsTo(fetchMock, "POST /api/config/save_web")).toHaveLength(0);
  });

  it("disables the button while saving and shows a refusal in the warning banner", async () => {
    const answer = deferred<Response>();
    const { user } = setup("/setup/web", { "POST /api/config/save_web": () => answer.promise });
    await screen.findByLabelText("站点访问地址");
    await user.click(screen.getByRole("button", { name: "保存进入下一步" }));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "保存进入下一步" })).toBeDisabled(),
    );
    answer.resolve(jsonResponse({ code: 1, message: "请先创建管理员账号", data: null }));
    expect(await screen.findByRole("alert")).toHaveTextContent("请先创建管理员账号");
    expect(screen.getByRole("button", { name: "保存进入下一步" })).toBeEnabled();
  });

  it("says why the settings could not be loaded, and retries", async () => {
    let calls = 0;
    mockApi({
      "GET /api/config/get_web": () => {
        calls++;
        return jsonResponse(calls === 1 ? { code: 1, message: "登录已失效，请重新登录" } : stored);
      },
    });
    const user = userEvent.setup();
    renderWithApp(<WebSettingsPage />, { path: "/config/web" });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "读取设置失败：登录已失效，请重新登录",
    );
    await user.click(screen.getByRole("button", { name: "重试" }));
    expect(await screen.findByLabelText("站点访问地址")).toHaveValue("http://");
  });
});
