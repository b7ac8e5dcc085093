import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo, mockApi } from "../../../../tests/unit/mock-api";
import { renderWithApp } from "../../../../tests/unit/render";
import { EditNotifyTemplatePage } from "./edit-notify-template-page";

const tab = (channel_type: string, name: string) => ({
  channel_type,
  name,
  download_start: { name: "开始下载", title: "开始下载：{{title}}", body: "{{title}} ({{year}})" },
  test: { name: "测试消息", title: "Movie Robot 测试消息", body: "测试" },
});
const stored = { code: 0, data: [tab("bark", "Bark"), tab("telegram", "Telegram")] };
const PATH = "/setting/edit-notify-template";

function setup(save: unknown = { code: 0, message: "保存成功" }) {
  const fetchMock = mockApi({
    "GET /api/setting/get_notify_template": stored,
    "POST /api/setting/save_notify_template": save,
  });
  const view = renderWithApp(<EditNotifyTemplatePage />, { path: PATH });
  return { fetchMock, view, user: userEvent.setup() };
}

describe("EditNotifyTemplatePage", () => {
  it("shows a tab per channel, the first template, and the placeholders it may use", async () => {
    setup();
    expect(await screen.findByRole("tab", { name: "Bark" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getByRole("tab", { name: "Telegram" })).toBeInTheDocument();
    expect(screen.getByLabelText("消息类型")).toHaveValue("download_start");
    expect(screen.getByLabelText("推送时的标题模版")).toHaveValue("开始下载：{{title}}");
    expect(screen.getByLabelText("推送时的内容模版")).toHaveValue("{{title}} ({{year}})");
    expect(screen.getByText("{{torrent_name}}")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "模版说明" })).toHaveAttribute("target", "_blank");
  });

  it("keeps edits across tabs and message types, and saves the whole array, staying", async () => {
    const { fetchMock, view, user } = setup();
    await user.selectOptions(await screen.findByLabelText("消息类型"), "test");
    expect(screen.getByText("{{channel_name}}")).toBeInTheDocument();
    const title = screen.getByLabelText("推送时的标题模版");
    await user.clear(title);
    await user.type(title, "MR 测试");
    await user.click(screen.getByRole("tab", { name: "Telegram" }));
    const body = await screen.findByLabelText("推送时的内容模版");
    await user.clear(body);
    await user.type(body, "新内容");
    await user.click(screen.getByRole("tab", { name: "Bark" }));
    expect(await screen.findByLabelText("推送时的标题模版")).toHaveValue("MR 测试");
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText("保存成功")).toBeInTheDocument();
    const sent = JSON.parse(
      String(callsTo(fetchMock, "POST /api/setting/save_notify_template")[0]?.body),
    );
    expect(sent[0].test).toEqual({ name: "测试消息", title: "MR 测试", body: "测试" });
    expect(sent[1].download_start.body).toBe("新内容");
    expect(sent[1].test).toEqual(stored.data[1]?.test);
    expect(view.currentPath()).toBe(PATH);
  });

  it("an empty title is shown where it is, and nothing is sent", async () => {
    const { fetchMock, user } = setup();
    await user.click(await screen.findByRole("tab", { name: "Telegram" }));
    await user.clear(await screen.findByLabelText("推送时的标题模版"));
    await user.click(screen.getByRole("tab", { name: "Bark" }));
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() =>
      expect(screen.getByRole("tab", { name: "Telegram" })).toHaveAttribute(
        "aria-selected",
        "true",
      ),
    );
    expect(screen.getByText("标题模版不能为空")).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST /api/setting/save_notify_template")).toHaveLength(0);
  });

  it("shows the server's refusal", async () => {
    const message = "Bark的“开始下载”内容模版不能超过4000个字符";
    const { user } = setup({ code: 1, message });
    await user.click(await screen.findByRole("button", { name: "保存" }));
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
  });
});
