import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ok, refused, setupForm } from "../form-test-kit";
import { DoubanSettingPage } from "./douban-page";

const metadata = {
  code: 0,
  data: {
    douban_status: 1,
    douban: { cookie: "bid=abc" },
    tmdb: { api_key: "", proxies: "" },
    fanart: { api_key: "", proxies: "" },
  },
};
const PATH = "/setting/edit-douban";

describe("DoubanSettingPage", () => {
  it("shows the stored cookie under 设置豆瓣电影, with the breadcrumb to 设置", async () => {
    setupForm(<DoubanSettingPage />, PATH, { "GET /api/setting/get_movie_metadata": metadata });
    expect(screen.getByRole("heading", { name: "设置豆瓣电影" })).toBeInTheDocument();
    const crumbs = within(screen.getByRole("navigation", { name: "当前位置" }));
    expect(crumbs.getByRole("link", { name: "设置" })).toHaveAttribute("href", "/setting/index");
    expect(await screen.findByLabelText("Cookie")).toHaveValue("bid=abc");
    expect(screen.getByRole("link", { name: "去获取Cookie" })).toHaveAttribute("target", "_blank");
  });

  it("refuses an empty or too long cookie in the server's words and sends nothing", async () => {
    const { user, sent } = setupForm(<DoubanSettingPage />, PATH, {
      "GET /api/setting/get_movie_metadata": metadata,
    });
    await user.clear(await screen.findByLabelText("Cookie"));
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText("Cookie不能为空")).toBeInTheDocument();
    await user.click(screen.getByLabelText("Cookie"));
    await user.paste("c".repeat(2001));
    expect(await screen.findByText("Cookie不能超过2000个字符")).toBeInTheDocument();
    expect(sent("POST /api/setting/save_douban")).toHaveLength(0);
  });

  it("saves, toasts the server's message and goes back to the hub", async () => {
    const { user, sent, toasts, currentPath } = setupForm(<DoubanSettingPage />, PATH, {
      "GET /api/setting/get_movie_metadata": metadata,
      "POST /api/setting/save_douban": ok(),
    });
    await user.clear(await screen.findByLabelText("Cookie"));
    await user.type(screen.getByLabelText("Cookie"), " bid=new ");
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(currentPath()).toBe("/setting/index"));
    expect(sent("POST /api/setting/save_douban")).toEqual([{ cookie: "bid=new" }]);
    expect(toasts.success).toHaveBeenCalledWith("保存成功");
  });

  it("a refusal is toasted and stays above the buttons", async () => {
    const { user, toasts, currentPath } = setupForm(<DoubanSettingPage />, PATH, {
      "GET /api/setting/get_movie_metadata": metadata,
      "POST /api/setting/save_douban": refused("需要管理员权限"),
    });
    await user.click(await screen.findByRole("button", { name: "保存" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("需要管理员权限");
    expect(toasts.error).toHaveBeenCalledWith("需要管理员权限");
    expect(currentPath()).toBe(PATH);
  });

  it("服务地址: empty means the default shown; 测试地址 sends the typed ones, 保存地址 keeps TMDB's", async () => {
    const { user, sent } = setupForm(<DoubanSettingPage />, PATH, {
      "GET /api/setting/get_movie_metadata": {
        code: 0,
        data: {
          ...metadata.data,
          hosts: {
            tmdb_api_base: "http://lan/3",
            tmdb_image_base: "",
            douban_rexxar_base: "",
            douban_frodo_base: "",
          },
          default_hosts: {
            tmdb_api_base: "https://api.themoviedb.org/3",
            tmdb_image_base: "https://image.tmdb.org/t/p",
            douban_rexxar_base: "https://m.douban.com/rexxar/api/v2",
            douban_frodo_base: "https://frodo.douban.com/api/v2",
          },
        },
      },
      "POST /api/setting/test_metadata_hosts": refused(
        "无法使用：豆瓣Frodo API地址（http://lan/frodo/movie/1292052）无法连接：连接被拒绝",
      ),
      "POST /api/setting/save_metadata_hosts": ok(),
    });
    const rexxar = await screen.findByLabelText("豆瓣移动版API地址");
    expect(rexxar).toHaveValue("");
    expect(rexxar).toHaveAccessibleDescription(
      "留空使用默认地址 https://m.douban.com/rexxar/api/v2",
    );
    expect(screen.queryByLabelText("TMDB API地址")).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("豆瓣Frodo API地址"), "http://lan/frodo");
    await user.click(screen.getByRole("button", { name: "测试地址" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "豆瓣Frodo API地址（http://lan/frodo/movie/1292052）无法连接",
    );
    await user.click(screen.getByRole("button", { name: "保存地址" }));
    await waitFor(() => expect(sent("POST /api/setting/save_metadata_hosts")).toHaveLength(1));
    const body = {
      tmdb_api_base: "http://lan/3",
      tmdb_image_base: "",
      douban_rexxar_base: "",
      douban_frodo_base: "http://lan/frodo",
      fanart_api_base: "",
    };
    expect(sent("POST /api/setting/test_metadata_hosts")).toEqual([body]);
    expect(sent("POST /api/setting/save_metadata_hosts")).toEqual([body]);
  });
});
