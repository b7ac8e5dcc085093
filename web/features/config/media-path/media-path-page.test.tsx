import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo, jsonResponse, mockApi } from "../../../../tests/unit/mock-api";
import { renderWithApp } from "../../../../tests/unit/render";
import { MediaPathSettingsPage } from "./media-path-page";

const stored = (download_client = "qbittorrent", paths: unknown[] = []) => ({
  code: 0,
  data: { download_client, paths },
});
const saved = { code: 0, message: "保存成功", data: { next: "/setup/movie-metadata" } };
const existing = {
  download_path: "/downloads/movie",
  source_dir: "/data/movie",
  target_dir: "/media/movie",
  qbit_cate: "movie",
  type: "movie",
  file_process_mode: "link",
  use_area_folder: false,
};

/** check_path: only /ok… exists. */
const checkPathRoute = (_init: RequestInit, url: URL) =>
  jsonResponse(
    url.searchParams.get("path")?.startsWith("/ok")
      ? { code: 0, message: "路径可用", data: { path: url.searchParams.get("path") } }
      : { code: 1, message: "路径不存在", data: null },
  );

function setup(path: string, get = stored(), routes: Record<string, unknown> = {}) {
  const fetchMock = mockApi({
    "GET /api/config/get_media_path": get,
    "GET /api/config/check_path": checkPathRoute,
    "POST /api/config/save_media_path": saved,
    ...routes,
  });
  const view = renderWithApp(<MediaPathSettingsPage />, { path });
  return { fetchMock, view, user: userEvent.setup() };
}

const card = (n: number) => within(screen.getByRole("group", { name: `路径${n}` }));

async function fillCard(user: ReturnType<typeof userEvent.setup>, n: number, base = "/ok") {
  await user.type(card(n).getByLabelText("下载保存路径"), "/downloads");
  await user.type(card(n).getByLabelText("下载路径装载到容器的路径"), `${base}/dl`);
  await user.type(card(n).getByLabelText("下载完整理的目标路径"), `${base}/media`);
}

describe("MediaPathSettingsPage", () => {
  it("starts an empty list with one 电影/硬链接 card, with the category field for qBittorrent", async () => {
    setup("/setup/media-path");
    await screen.findByRole("group", { name: "路径1" });
    expect(card(1).getByLabelText("内容类型")).toHaveValue("movie");
    expect(card(1).getByLabelText("文件处理方式")).toHaveValue("link");
    expect(card(1).getByLabelText("qbittorrent分类名称")).toBeInTheDocument();
    expect(
      screen.getByText('设置你存放影视文件的路径后，系统可以帮你自动整理"刮削"'),
    ).toBeInTheDocument();
  });

  it("hides the category field for other download clients", async () => {
    setup("/config/media-path", stored("transmission", [existing]));
    await screen.findByRole("group", { name: "路径1" });
    expect(card(1).queryByLabelText("qbittorrent分类名称")).not.toBeInTheDocument();
    expect(card(1).getByLabelText("下载完整理的目标路径")).toHaveValue("/media/movie");
  });

  it("adds and removes cards; the rest are numbered again", async () => {
    const { user } = setup("/config/media-path", stored("qbittorrent", [existing]));
    await user.click(await screen.findByRole("button", { name: "加一个路径" }));
    await user.type(card(2).getByLabelText("下载保存路径"), "/downloads/tv");
    await user.click(screen.getByRole("button", { name: "删除路径1" }));
    expect(screen.queryByRole("group", { name: "路径2" })).not.toBeInTheDocument();
    expect(card(1).getByLabelText("下载保存路径")).toHaveValue("/downloads/tv");
  });

  it("switches off target, mode and area for XX and 其他, and needs no target then", async () => {
    const { fetchMock, user } = setup("/config/media-path");
    await screen.findByRole("group", { name: "路径1" });
    await user.selectOptions(card(1).getByLabelText("文件处理方式"), "move");
    expect(
      card(1).getByText("将源文件移动到目标路径，不占额外空间，但源文件无法继续做种"),
    ).toBeInTheDocument();
    await user.selectOptions(card(1).getByLabelText("内容类型"), "xx");
    expect(
      card(1).getByText("路径存放的内容类型，XX和其他类型不做识别和转移操作"),
    ).toBeInTheDocument();
    expect(card(1).getByLabelText("下载完整理的目标路径")).toBeDisabled();
    expect(card(1).getByLabelText("文件处理方式")).toBeDisabled();
    expect(card(1).getByRole("checkbox")).toBeDisabled();
    await user.type(card(1).getByLabelText("下载保存路径"), "/downloads/xx");
    await user.type(card(1).getByLabelText("下载路径装载到容器的路径"), "/ok/xx");
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() =>
      expect(callsTo(fetchMock, "POST /api/config/save_media_path")).toHaveLength(1),
    );
  });

  it("asks check_path on blur of the container and target paths, not the download path", async () => {
    const { fetchMock, user } = setup("/config/media-path");
    await screen.findByRole("group", { name: "路径1" });
    await user.type(card(1).getByLabelText("下载保存路径"), "/nope");
    await user.tab();
    expect(callsTo(fetchMock, "GET /api/config/check_path")).toHaveLength(0);
    const source = card(1).getByLabelText("下载路径装载到容器的路径");
    await user.type(source, "/nope/dl");
    await user.tab();
    expect(await card(1).findByText("路径不存在")).toBeInTheDocument();
    expect(source).toHaveAttribute("aria-invalid", "true");
    const [call] = callsTo(fetchMock, "GET /api/config/check_path");
    expect(call).toBeDefined();

    // While refused, the form is not sent; a change clears the answer.
    await user.type(card(1).getByLabelText("下载完整理的目标路径"), "/ok/media");
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(callsTo(fetchMock, "POST /api/config/save_media_path")).toHaveLength(0);
    await user.clear(source);
    await user.type(source, "/ok/dl");
    expect(card(1).queryByText("路径不存在")).not.toBeInTheDocument();
    await user.tab();
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() =>
      expect(callsTo(fetchMock, "POST /api/config/save_media_path")).toHaveLength(1),
    );
  });

  it("shows the schema's messages for empty and relative paths first", async () => {
    const { user } = setup("/config/media-path");
    await screen.findByRole("group", { name: "路径1" });
    await user.type(card(1).getByLabelText("下载路径装载到容器的路径"), "data");
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(await card(1).findByText("下载保存路径不能为空")).toBeInTheDocument();
    expect(card(1).getByText("下载路径装载到容器的路径必须是绝对路径")).toBeInTheDocument();
    expect(card(1).getByText("目标路径不能为空")).toBeInTheDocument();
  });

  it("in the wizard: saves the array and goes on to data.next", async () => {
    const { fetchMock, view, user } = setup("/setup/media-path");
    await screen.findByRole("group", { name: "路径1" });
    await fillCard(user, 1);
    await user.click(screen.getByRole("button", { name: "保存进入下一步" }));
    await waitFor(() => expect(view.currentPath()).toBe("/setup/movie-metadata"));
    const [call] = callsTo(fetchMock, "POST /api/config/save_media_path");
    expect(JSON.parse(String(call?.body))).toEqual([
      {
        download_path: "/downloads",
        source_dir: "/ok/dl",
        target_dir: "/ok/media",
        qbit_cate: "",
        type: "movie",
        file_process_mode: "link",
        use_area_folder: false,
      },
    ]);
  });

  it("under /config: a save goes to the settings hub, as the original did", async () => {
    const { view, user } = setup("/config/media-path");
    await screen.findByRole("group", { name: "路径1" });
    await fillCard(user, 1);
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(view.currentPath()).toBe("/setting/index"));
  });

  it("shows the server's refusal above the buttons, and toasts it too", async () => {
    const { view, user } = setup("/config/media-path", stored(), {
      "POST /api/config/save_media_path": { code: 1, message: "路径1：目标路径必须是绝对路径" },
    });
    await screen.findByRole("group", { name: "路径1" });
    await fillCard(user, 1);
    await user.click(screen.getByRole("button", { name: "保存" }));
    const message = "路径1：目标路径必须是绝对路径";
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    const banner = screen.getAllByRole("alert").find((el) => el.classList.contains("bp6-callout"));
    expect(banner).toHaveTextContent(message);
    expect(view.currentPath()).toBe("/config/media-path");
  });
});
