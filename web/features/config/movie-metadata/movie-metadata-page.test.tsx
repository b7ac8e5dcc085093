import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { callsTo, mockApi } from "../../../../tests/unit/mock-api";
import { renderWithApp } from "../../../../tests/unit/render";
import { toast } from "../../../lib/toaster";
import { MovieMetadataSettingsPage } from "./movie-metadata-page";

const stored = { code: 0, data: { tmdb_api_key: "", fanart_api_key: "", proxies: "" } };
const saved = { code: 0, message: "保存成功", data: { next: "/setting/index" } };

function setup(path: string, routes: Record<string, unknown> = {}) {
  const fetchMock = mockApi({
    "GET /api/config/get_movie_metadata": stored,
    "POST /api/config/save_movie_metadata": saved,
    ...routes,
  });
  const view = renderWithApp(<MovieMetadataSettingsPage />, { path });
  return { fetchMock, view, user: userEvent.setup() };
}

describe("MovieMetadataSettingsPage", () => {
  it("ends the wizard: says setup is complete and lands on the home page", async () => {
    const success = vi.spyOn(toast, "success").mockResolvedValue("toast");
    const { fetchMock, view, user } = setup("/setup/movie-metadata");
    await user.type(await screen.findByLabelText("TMDB API密钥"), " tmdb ");
    await user.type(screen.getByLabelText("代理设置"), "socks5://127.0.0.1:1080");
    await user.click(screen.getByRole("button", { name: "完成设置" }));
    await waitFor(() => expect(view.currentPath()).toBe("/"));
    expect(success).toHaveBeenCalledWith("设置完成，欢迎使用 Movie Robot");
    const [call] = callsTo(fetchMock, "POST /api/config/save_movie_metadata");
    expect(JSON.parse(String(call?.body))).toEqual({
      tmdb_api_key: "tmdb",
      fanart_api_key: "",
      proxies: "socks5://127.0.0.1:1080",
    });
  });

  it("links to where the keys are issued, and goes back to the media path step", async () => {
    const { view, user } = setup("/setup/movie-metadata");
    await screen.findByLabelText("TMDB API密钥");
    const links = screen.getAllByRole("link", { name: "去申请API密钥" });
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "https://www.themoviedb.org/settings/api",
      "https://fanart.tv/get-an-api-key/",
    ]);
    expect(links[0]).toHaveAttribute("rel", "noopener noreferrer");
    await user.click(screen.getByRole("button", { name: "返回媒体路径设置" }));
    expect(view.currentPath()).toBe("/setup/media-path");
  });

  it("under /config: the message in place; a refusal without reason suggests the network", async () => {
    const { user } = setup("/config/movie-metadata");
    await user.type(await screen.findByLabelText("TMDB API密钥"), "k");
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByRole("status")).toHaveTextContent("保存成功");

    mockApi({
      "GET /api/config/get_movie_metadata": stored,
      "POST /api/config/save_movie_metadata": { code: 1, message: "" },
    });
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("配置出错啦，容器能科学上网么？");
  });
});
