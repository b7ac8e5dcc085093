import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ok, setupForm } from "../form-test-kit";
import { ScraperSettingPage } from "./scraper-page";

const stored = {
  generate_nfo: true,
  enable_download_image: true,
  use_cn_person_name: true,
  person_nfo_path: "/config/metadata/People",
  hd_poster: true,
  hd_background: false,
  langs_priority: ["zh", "en"],
  image_source: ["FanArt", "TheMovieDB"],
  season_image_source: ["TheMovieDB"],
  added_later: "keep me",
};
const PATH = "/setting/edit-scraper";

function setup() {
  return setupForm(<ScraperSettingPage />, PATH, {
    "GET /api/setting/get_scraper": { code: 0, data: stored },
    "POST /api/setting/save_scraper": ok(),
  });
}

describe("ScraperSettingPage", () => {
  it("turns pictures off with NFO, and the people folder off with Chinese names", async () => {
    const { user } = setup();
    const image = await screen.findByLabelText("开启图片刮削（关闭后将不再自动下载图片）");
    expect(image).toBeChecked();
    await user.click(screen.getByLabelText("生成NFO文件（关闭后图片也将禁用）"));
    expect(image).not.toBeChecked();
    expect(image).toBeDisabled();
    await user.click(screen.getByLabelText("生成NFO文件（关闭后图片也将禁用）"));
    expect(image).toBeChecked();
    expect(screen.getByLabelText("人员数据NFO和图片目录")).toBeEnabled();
    await user.click(
      screen.getByLabelText("使用中文演员信息（关闭后生成的剧组人员信息为英文信息）"),
    );
    expect(screen.getByLabelText("人员数据NFO和图片目录")).toBeDisabled();
  });

  it("reorders with the keyboard and saves every key, staying on the page", async () => {
    const { user, sent, toasts, currentPath } = setup();
    const seasons = await screen.findByRole("group", { name: "剧集季度图片获取来源" });
    expect(seasons).toHaveAccessibleDescription("勾选表示启用，从上到下，选一个有图的来源下载。");
    // Unchecked FanArt cannot move; the languages have no checkboxes.
    expect(screen.getAllByRole("button", { name: "下移 FanArt" })[1]).toBeDisabled();
    expect(screen.getByRole("button", { name: "下移 中文" })).toBeEnabled();

    screen.getByRole("button", { name: "下移 中文" }).focus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "上移 中文" })).toHaveFocus();
    screen.getAllByRole("button", { name: "下移 FanArt" })[0]?.focus();
    await user.keyboard(" ");
    await user.click(screen.getAllByRole("checkbox", { name: "FanArt" })[1] as HTMLElement);
    await user.click(screen.getByLabelText("使用高清剧照横图（作用于下载记录、推送通知等显示）"));
    await user.click(screen.getByRole("button", { name: "保存" }));

    await waitFor(() => expect(sent("POST /api/setting/save_scraper")).toHaveLength(1));
    expect(sent("POST /api/setting/save_scraper")[0]).toEqual({
      ...stored,
      hd_background: true,
      langs_priority: ["en", "zh"],
      image_source: ["TheMovieDB", "FanArt"],
      season_image_source: ["TheMovieDB", "FanArt"],
    });
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith("保存成功"));
    expect(currentPath()).toBe(PATH);
  });
});
