import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callsTo, mockApi } from "../../../../tests/unit/mock-api";
import { renderWithApp } from "../../../../tests/unit/render";
import { toast } from "../../../lib/toaster";
import type { LinkStatus } from "./api/get-link-status";
import type { LibraryRow } from "./api/get-media-library";
import { LinkIndexPage } from "./link-index-page";

const IDLE: LinkStatus = {
  root_path: "/media/下载",
  link_path: "/media/电影",
  media_type: "Movie",
  running: false,
  progress: 0,
  success_count: 0,
  failed_count: 0,
};

const ROWS: LibraryRow[] = [
  {
    name: "Dune.2021.mkv",
    path: "/media/下载/Dune.2021.mkv",
    file_type_desc: "视频",
    status: 0,
    is_disc: false,
    disc_type: "",
  },
  {
    name: "Heat.1995",
    path: "/media/下载/Heat.1995",
    file_type_desc: "原盘",
    status: 0,
    is_disc: true,
    disc_type: "BDMV",
  },
];

function setup(status: LinkStatus) {
  const fetchMock = mockApi({
    "GET /api/media/get_media_link_status": { code: 0, data: status },
    "GET /api/media/link_results": { code: 0, data: [] },
    "GET /api/media/get_media_library": { code: 0, data: ROWS },
    "POST /api/media/link_media": { code: 0, message: "已开始整理" },
    "POST /api/media/cancel_link": { code: 0, message: "已取消" },
  });
  renderWithApp(<LinkIndexPage />, { path: "/media/link-index" });
  return { fetchMock, user: userEvent.setup() };
}

const sent = (fetchMock: ReturnType<typeof mockApi>, key: string) =>
  callsTo(fetchMock, key).map((init) => JSON.parse(String(init.body)));

afterEach(() => vi.restoreAllMocks());

describe("LinkIndexPage", () => {
  it("restores the last folders, and 识别整理 sends the chosen rows with the mode picked", async () => {
    const { fetchMock, user } = setup(IDLE);
    await user.click(await screen.findByRole("checkbox", { name: "选择 Dune.2021.mkv" }));
    await user.click(screen.getByRole("button", { name: "识别整理" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("识别选中的1个文件并整理到/media/电影。")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(sent(fetchMock, "POST /api/media/link_media")).toHaveLength(1));
    expect(sent(fetchMock, "POST /api/media/link_media")[0]).toEqual({
      paths: ["/media/下载/Dune.2021.mkv"],
      root_path: "/media/下载",
      media_type: "Movie",
      link_path: "/media/电影",
      link_mode: "link",
    });
  });

  it("says why a step does not apply to the chosen rows, and sends nothing", async () => {
    const warning = vi.spyOn(toast, "warning").mockResolvedValue("");
    const { fetchMock, user } = setup(IDLE);
    await user.click(await screen.findByRole("checkbox", { name: "选择 Dune.2021.mkv" }));
    await user.click(screen.getByRole("button", { name: "自动分类" }));
    expect(warning).toHaveBeenCalledWith("只能对整理完成的影片自动分类");
    await user.click(screen.getByRole("button", { name: "修复原盘" }));
    expect(warning).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("follows a running job and 取消整理 stops it", async () => {
    const { fetchMock, user } = setup({ ...IDLE, running: true, progress: 40, success_count: 2 });
    expect(await screen.findByText("40% （成功2/失败0）")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "取消整理" }));
    await waitFor(() => expect(callsTo(fetchMock, "POST /api/media/cancel_link")).toHaveLength(1));
  });
});
