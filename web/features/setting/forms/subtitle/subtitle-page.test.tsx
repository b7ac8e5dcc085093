import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ok, setupForm } from "../form-test-kit";
import { SubtitleSettingPage } from "./subtitle-page";

const stored = {
  enable: false,
  file_name_template: "{{ name }}.{{ language }}{% if forced %}.forced{% endif %}.{{ ext }}",
  filter_type: ["srt", "ass"],
  finder_type: ["zimuku"],
  sync_language: [],
  exclude_area: ["中国大陆", "中国台湾"],
  not_found_stop_minutes: 4320,
};

describe("SubtitleSettingPage", () => {
  it("shows the choices as chips, edits them, checks the template, saves and says restart", async () => {
    const { user, sent, toasts, currentPath } = setupForm(
      <SubtitleSettingPage />,
      "/setting/edit-subtitle",
      {
        "GET /api/setting/get_subtitle": { code: 0, data: stored },
        "POST /api/setting/save_subtitle": ok(),
      },
    );
    expect(screen.getByRole("heading", { name: "设置字幕自动下载" })).toBeInTheDocument();
    expect(await screen.findByLabelText("无字幕时等待时间上限")).toHaveValue("4320");
    expect(screen.getByRole("button", { name: "排除区域 中国大陆 中国台湾" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "字幕格式 srt ass" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "时间轴同步语言 未选择" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Jinja2模版语法" })).toBeInTheDocument();
    // What timeline sync does and does not do (as server/subtitles/timing.go and the README say).
    expect(
      screen.getByText(/先对照视频自带的文字字幕流，整体平移一个固定的时间差/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /按视频的音频（用 ffmpeg 检出人声起止）对齐：整体平移，或按 25、24、23.976 帧率之间的比例拉伸/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/不校正中途剪辑造成的不规则偏移/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: /^排除区域/ }));
    await user.click(await screen.findByRole("checkbox", { name: "日本" }));
    await user.click(screen.getByRole("checkbox", { name: "中国台湾" }));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("checkbox", { name: "日本" })).toBeNull());
    expect(screen.getByRole("button", { name: "排除区域 中国大陆 日本" })).toBeInTheDocument();

    // The sources behind a key: the key fields are saved with the choice (an
    // answer without them, from an older server, starts them empty).
    await user.click(screen.getByRole("button", { name: /^字幕来源/ }));
    await user.click(await screen.findByRole("checkbox", { name: "opensubtitles" }));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("checkbox", { name: "subhd" })).toBeNull());
    await user.type(screen.getByLabelText("OpenSubtitles API密钥"), " users-key ");
    expect(screen.getByLabelText("射手网(伪) API token")).toHaveValue("");

    await user.clear(screen.getByLabelText("文件名模版"));
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText("文件名模版不能为空")).toBeInTheDocument();
    expect(sent("POST /api/setting/save_subtitle")).toHaveLength(0);
    await user.type(screen.getByLabelText("文件名模版"), "{{{{ name }}.srt");
    await user.click(screen.getByLabelText("开启字幕自动下载"));
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(currentPath()).toBe("/setting/index"));
    expect(sent("POST /api/setting/save_subtitle")).toEqual([
      {
        ...stored,
        enable: true,
        file_name_template: "{{ name }}.srt",
        exclude_area: ["中国大陆", "日本"],
        finder_type: ["zimuku", "opensubtitles"],
        assrt_token: "",
        opensubtitles_api_key: "users-key",
      },
    ]);
    expect(toasts.success).toHaveBeenCalledWith("更改配置成功，需要重启后才能生效。");
  });
});
