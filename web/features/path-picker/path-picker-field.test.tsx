import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, mockApi } from "../../../tests/unit/mock-api";
import { renderWithApp } from "../../../tests/unit/render";
import { PathPickerField } from "./path-picker-field";

type Node = { id: string; name: string; children?: Node[] };
const FS: Record<string, Node[]> = {
  "/": [
    { id: "/data", name: "data" },
    { id: "/tmp", name: "tmp" },
  ],
  "/data": [
    { id: "/data/movies", name: "movies" },
    { id: "/data/tv", name: "tv" },
  ],
  "/data/movies": [],
};

/** get_dirs over FS; with defaultSelected the chain to it comes expanded, as the server does. */
function getDirs(_init: RequestInit, url: URL) {
  const path = url.searchParams.get("path") || "/";
  const selected = url.searchParams.get("defaultSelected");
  const list = (p: string): Node[] =>
    (FS[p] ?? []).map((n) =>
      selected?.startsWith(`${n.id}/`) ? { ...n, children: list(n.id) } : { ...n },
    );
  if (!FS[path]) return jsonResponse({ code: 1, message: `路径不存在：${path}` });
  return jsonResponse({ code: 0, data: list(path) });
}

function Harness({ initial = "", editable = false, onPicked = () => {} }) {
  const [value, setValue] = useState(initial);
  return (
    <PathPickerField
      id="pick"
      label="目标路径"
      value={value}
      onChange={setValue}
      editable={editable}
      onPicked={onPicked}
    />
  );
}

function setup(props: Parameters<typeof Harness>[0] = {}) {
  const fetchMock = mockApi({ "GET /api/common/get_dirs": getDirs });
  renderWithApp(<Harness {...props} />);
  const calls = () =>
    fetchMock.mock.calls.map(([input]) => new URL(String(input), "http://x").search);
  return { fetchMock, calls, user: userEvent.setup() };
}

const dialog = () => within(screen.getByRole("dialog"));
const folder = (name: string) => dialog().getByRole("button", { name });

describe("PathPickerField", () => {
  it("lists the top level, loads a folder's children when opened, and hands back the choice", async () => {
    const onPicked = vi.fn();
    const { calls, user } = setup({ onPicked });
    const input = screen.getByLabelText("目标路径");
    expect(input).toHaveAttribute("readonly");
    await user.click(screen.getByRole("button", { name: "选择目标路径" }));
    expect(dialog().getByText("选择文件夹")).toBeInTheDocument();
    await user.click(await dialog().findByRole("button", { name: "data" }));
    expect(await dialog().findByRole("button", { name: "movies" })).toBeInTheDocument();
    expect(calls()).toEqual(["?path=%2F", "?path=%2Fdata"]);
    await user.click(folder("movies"));
    expect(dialog().getByText("已选择：/data/movies")).toBeInTheDocument();
    expect(folder("movies")).toHaveAttribute("aria-pressed", "true");
    await user.click(dialog().getByRole("button", { name: "确定" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(input).toHaveValue("/data/movies");
    expect(onPicked).toHaveBeenCalledWith("/data/movies");
  });

  it("取消 keeps the value; 确定 waits for a selection", async () => {
    const { user } = setup({ initial: "/old" });
    await user.click(screen.getByLabelText("目标路径"));
    await dialog().findByRole("button", { name: "tmp" });
    expect(dialog().getByText("已选择：/old")).toBeInTheDocument();
    await user.click(folder("tmp"));
    await user.click(dialog().getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByLabelText("目标路径")).toHaveValue("/old");
  });

  it("opens down to the current value, and says when nothing is selected", async () => {
    const { calls, user } = setup({ initial: "/data/tv" });
    await user.click(screen.getByRole("button", { name: "选择目标路径" }));
    expect(await dialog().findByRole("button", { name: "tv" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(calls()).toEqual(["?path=%2F&defaultSelected=%2Fdata%2Ftv"]);
    await user.click(dialog().getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    const empty = setup();
    await empty.user.click(
      screen.getAllByRole("button", { name: "选择目标路径" })[1] as HTMLElement,
    );
    expect(await dialog().findByText("还没有选择文件夹")).toBeInTheDocument();
    expect(dialog().getByRole("button", { name: "确定" })).toBeDisabled();
  });

  it("shows the server's reason when a folder cannot be listed", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "选择目标路径" }));
    await user.click(await dialog().findByRole("button", { name: "tmp" }));
    expect(await dialog().findByRole("alert")).toHaveTextContent("路径不存在：/tmp");
  });

  it("an editable field takes typing and does not open on click", async () => {
    const { user } = setup({ editable: true });
    const input = screen.getByLabelText("目标路径");
    await user.type(input, "/typed");
    expect(input).toHaveValue("/typed");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
