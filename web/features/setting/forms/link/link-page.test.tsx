import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ok, setupForm } from "../form-test-kit";
import { LinkSettingPage } from "./link-page";

const stored = {
  movie_filename_format: "{{ title }} ({{ year }})",
  movie_folder_format: "{{ title }} ({{ year }})",
  tv_filename_format: "{{ title }} - S{{ season }}E{{ episode }}",
  tv_folder_format: "{{ title }} ({{ year }})/Season {{ season }}",
  recognize: true,
  exact_year: true,
  use_unknown_dir: true,
  file_process_mode: "link",
  disc_single_folder: false,
  fix_emby_bdmv_bug: false,
};

describe("LinkSettingPage", () => {
  it("groups the formats, keeps recognition on, checks and saves", async () => {
    const { user, sent, currentPath } = setupForm(<LinkSettingPage />, "/setting/edit-link", {
      "GET /api/setting/get_link_setting": { code: 0, data: stored },
      "POST /api/setting/save_link_setting": ok(),
    });
    expect(screen.getByRole("heading", { name: "识别与整理设置" })).toBeInTheDocument();
    const tv = within(await screen.findByRole("group", { name: "剧集整理文件格式" }));
    expect(tv.getByLabelText("文件夹格式")).toHaveValue(stored.tv_folder_format);
    const recognize = screen.getByLabelText(/启用内置识别分析技术/);
    expect(recognize).toBeChecked();
    expect(recognize).toBeDisabled();
    expect(screen.getAllByRole("link", { name: "去学习如何使用" })).toHaveLength(2);
    expect(screen.getByRole("link", { name: "识别不准时，去设置自定义识别词" })).toHaveAttribute(
      "href",
      "/setting/recognition-rules",
    );

    const movie = within(screen.getByRole("group", { name: "电影整理文件格式" }));
    await user.clear(movie.getByLabelText("文件名格式"));
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText("电影文件名格式不能为空")).toBeInTheDocument();
    expect(sent("POST /api/setting/save_link_setting")).toHaveLength(0);

    await user.type(movie.getByLabelText("文件名格式"), "{{{{ title }}");
    await user.selectOptions(screen.getByLabelText("文件处理方式"), "复制到目标路径");
    await user.click(screen.getByLabelText("自动修复Emby原盘播放的BUG（可能影响做种）"));
    await user.click(screen.getByLabelText("当识别到多条结果时精确匹配年份"));
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(currentPath()).toBe("/setting/index"));
    expect(sent("POST /api/setting/save_link_setting")).toEqual([
      {
        ...stored,
        movie_filename_format: "{{ title }}",
        file_process_mode: "copy",
        fix_emby_bdmv_bug: true,
        exact_year: false,
      },
    ]);
  });
});
