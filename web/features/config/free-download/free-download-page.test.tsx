import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { storedFreeDownload } from "../../../../tests/unit/free-download";
import { callsTo, mockApi } from "../../../../tests/unit/mock-api";
import { renderWithApp } from "../../../../tests/unit/render";
import { FreeDownloadSettingsPage } from "./free-download-page";

const stored = { code: 0, data: storedFreeDownload };

describe("FreeDownloadSettingsPage", () => {
  it("loads the defaults, refuses too little space, then saves numbers and the H&R switch and shows 保存成功", async () => {
    const fetchMock = mockApi({
      "GET /api/config/get_free_download": stored,
      "POST /api/config/save_free_download": { code: 0, message: "保存成功", data: null },
    });
    const user = userEvent.setup();
    renderWithApp(<FreeDownloadSettingsPage />, { path: "/config/free-download" });
    expect(screen.getByRole("heading", { name: "流量管理" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "学习如何使用" })).toBeInTheDocument();
    const space = await screen.findByLabelText("磁盘可用空间");
    expect(screen.getByLabelText("下载保存路径")).toHaveValue("/downloads");
    expect(space).toHaveValue("1024");
    await user.clear(space);
    await user.type(space, "10");
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText("磁盘可用空间必须是不小于50的整数")).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST /api/config/save_free_download")).toHaveLength(0);

    await user.type(space, "0");
    await user.click(screen.getByLabelText("启用流量管理任务"));
    // The H&R switch: absent from an older server's answer (off), saved when turned on.
    await user.click(screen.getByLabelText("接受H&R种子"));
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByRole("status")).toHaveTextContent("保存成功");
    const [call] = callsTo(fetchMock, "POST /api/config/save_free_download");
    expect(JSON.parse(String(call?.body))).toEqual({
      ...stored.data,
      enable: true,
      available_space: 100,
      accept_hr: true,
    });
  });
});
