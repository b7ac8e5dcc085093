import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ok, setupForm } from "../form-test-kit";
import { SettingFreeDownloadPage } from "./free-download-page";

const stored = {
  code: 0,
  data: {
    enable: false,
    save_path: "/downloads",
    available_space: 1024,
    avg_statistics_period: 10,
    upload_mbps_maximum: 30,
    maximum_active_torrent: 0,
  },
};

describe("SettingFreeDownloadPage", () => {
  it("has the /config fields plus the torrent limit, checks it, saves six fields", async () => {
    const { user, sent, toasts, currentPath } = setupForm(
      <SettingFreeDownloadPage />,
      "/setting/edit-free-download",
      {
        "GET /api/setting/get_free_download": stored,
        "POST /api/setting/save_free_download": ok("保存成功，已经生效"),
      },
    );
    expect(screen.getByRole("heading", { name: "设置流量管理" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "学习如何使用" })).toBeInTheDocument();
    const limit = await screen.findByLabelText("最大活跃刷流种子数");
    expect(limit).toHaveValue("0");
    expect(screen.getByLabelText("磁盘可用空间")).toHaveValue("1024");
    await user.clear(limit);
    await user.clear(screen.getByLabelText("磁盘可用空间"));
    await user.type(screen.getByLabelText("磁盘可用空间"), "49");
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText("最大活跃刷流种子数必须是不小于0的整数")).toBeInTheDocument();
    expect(screen.getByText("磁盘可用空间必须是不小于50的整数")).toBeInTheDocument();
    expect(sent("POST /api/setting/save_free_download")).toHaveLength(0);
    await user.type(limit, "8");
    await user.type(screen.getByLabelText("磁盘可用空间"), "0");
    await user.click(screen.getByLabelText("启用流量管理任务"));
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(currentPath()).toBe("/setting/index"));
    expect(sent("POST /api/setting/save_free_download")).toEqual([
      { ...stored.data, enable: true, available_space: 490, maximum_active_torrent: 8 },
    ]);
    expect(toasts.success).toHaveBeenCalledWith("保存成功，已经生效");
  });
});
