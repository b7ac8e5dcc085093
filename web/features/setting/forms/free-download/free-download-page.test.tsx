import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { storedFreeDownload } from "../../../../../tests/unit/free-download";
import { ok, setupForm } from "../form-test-kit";
import { SettingFreeDownloadPage } from "./free-download-page";

const stored = { code: 0, data: { ...storedFreeDownload, maximum_active_torrent: 0 } };

describe("SettingFreeDownloadPage", () => {
  it("has the /config fields plus the torrent limit, checks it, saves seven fields", async () => {
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
    await user.click(screen.getByLabelText("接受H&R种子"));
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(currentPath()).toBe("/setting/index"));
    expect(sent("POST /api/setting/save_free_download")).toEqual([
      {
        ...stored.data,
        enable: true,
        available_space: 490,
        maximum_active_torrent: 8,
        accept_hr: true,
      },
    ]);
    expect(toasts.success).toHaveBeenCalledWith("保存成功，已经生效");
  });

  it("lists the torrents 流量管理 added, why each was added and removed, per-site totals and the run log", async () => {
    setupForm(<SettingFreeDownloadPage />, "/setting/edit-free-download", {
      "GET /api/setting/get_free_download": stored,
      "GET /api/traffic/list": {
        code: 0,
        data: {
          torrents: [
            {
              id: 2,
              site: "hdsky",
              name: "Planet.Earth.III.2023.S01.2160p",
              hash: "26",
              state: "removed",
              reason: "免费种子，做种 30 / 下载 1，大小 42.00 GB，免费至 2026-11-28 07:00:00",
              added_at: "2026-11-26 12:00:00",
              free_until: "2026-11-28 07:00:00",
              removed_at: "2026-11-28 08:00:00",
              remove_reason: "免费期已于 2026-11-28 07:00:00 结束，仍未下载完成（0%）",
              size_mb: 43008,
              uploaded: 0,
              downloaded: 0,
              progress: 0,
              ratio: 0,
            },
          ],
          sites: [
            { site: "hdsky", count: 1, uploaded: 2147483648, downloaded: 1073741824, ratio: 2 },
          ],
          runs: [
            {
              at: "2026-11-28 08:00:00",
              log: "【流量管理】2026-11-28 08:00:00\n删除 Planet.Earth.III.2023.S01.2160p（连同数据）",
            },
          ],
        },
      },
    });
    const torrents = await screen.findByRole("table", { name: "刷流种子" });
    expect(torrents).toHaveTextContent("Planet.Earth.III.2023.S01.2160p");
    expect(torrents).toHaveTextContent("已删除");
    expect(torrents).toHaveTextContent("免费至 2026-11-28 07:00:00");
    expect(torrents).toHaveTextContent("免费期已于 2026-11-28 07:00:00 结束，仍未下载完成（0%）");
    const sites = screen.getByRole("table", { name: "各站点刷流统计" });
    expect(sites).toHaveTextContent("hdsky");
    expect(sites).toHaveTextContent("2.00 GB1.00 GB2.00");
    expect(
      screen.getByRole("region", { name: "2026-11-28 08:00:00 的运行日志" }),
    ).toHaveTextContent("删除 Planet.Earth");
  });
});
