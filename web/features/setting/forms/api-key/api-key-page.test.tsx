import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse } from "../../../../../tests/unit/mock-api";
import { ok, refused, setupForm } from "../form-test-kit";
import { FanartSettingPage } from "./fanart-page";
import { TmdbSettingPage } from "./tmdb-page";

const metadata = {
  code: 0,
  data: {
    douban: { cookie: "" },
    tmdb: { api_key: "tmdb-1", proxies: "" },
    fanart: { api_key: "", proxies: "socks5://127.0.0.1:1080" },
  },
};

describe("edit-tmdb and edit-fanart", () => {
  it("TMDB: stored key, proxy check, save_tmdb, back to the hub", async () => {
    const { user, sent, currentPath } = setupForm(<TmdbSettingPage />, "/setting/edit-tmdb", {
      "GET /api/setting/get_movie_metadata": metadata,
      "POST /api/setting/save_tmdb": ok(),
    });
    expect(screen.getByRole("heading", { name: "设置TheMovieDB API" })).toBeInTheDocument();
    expect(await screen.findByLabelText("TMDB API密钥")).toHaveValue("tmdb-1");
    await user.type(screen.getByLabelText("代理设置"), "localhost:8030");
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(
      await screen.findByText("代理设置必须是以http://、https://或socks5://开头的地址"),
    ).toBeInTheDocument();
    expect(sent("POST /api/setting/save_tmdb")).toHaveLength(0);
    await user.clear(screen.getByLabelText("代理设置"));
    await user.type(screen.getByLabelText("代理设置"), "http://localhost:8030");
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(currentPath()).toBe("/setting/index"));
    expect(sent("POST /api/setting/save_tmdb")).toEqual([
      { api_key: "tmdb-1", proxies: "http://localhost:8030" },
    ]);
  });

  it("FanArt: the key is required there, and save_fanart gets it", async () => {
    const { user, sent } = setupForm(<FanartSettingPage />, "/setting/edit-fanart", {
      "GET /api/setting/get_movie_metadata": metadata,
      "POST /api/setting/save_fanart": ok(),
    });
    expect(screen.getByRole("heading", { name: "设置FanArt API" })).toBeInTheDocument();
    expect(await screen.findByLabelText("代理设置")).toHaveValue("socks5://127.0.0.1:1080");
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText("FanArt API密钥不能为空")).toBeInTheDocument();
    await user.type(screen.getByLabelText("FanArt API密钥"), "fa-2");
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(sent("POST /api/setting/save_fanart")).toHaveLength(1));
    expect(sent("POST /api/setting/save_fanart")[0]).toEqual({
      api_key: "fa-2",
      proxies: "socks5://127.0.0.1:1080",
    });
  });

  it("FanArt: 服务地址 has FanArt API地址 (empty: the default); a refusal names it; 保存地址 sends it with the others", async () => {
    const hosts = {
      tmdb_api_base: "http://lan/3",
      tmdb_image_base: "",
      douban_rexxar_base: "",
      douban_frodo_base: "",
      fanart_api_base: "",
    };
    let answer: object = refused("FanArt API地址必须是以http://或https://开头的网址");
    const { user, sent } = setupForm(<FanartSettingPage />, "/setting/edit-fanart", {
      "GET /api/setting/get_movie_metadata": {
        code: 0,
        data: {
          ...metadata.data,
          hosts,
          default_hosts: { ...hosts, fanart_api_base: "https://webservice.fanart.tv/v3" },
        },
      },
      "POST /api/setting/save_metadata_hosts": () => jsonResponse(answer),
    });
    const field = await screen.findByLabelText("FanArt API地址");
    expect(field).toHaveValue("");
    expect(field).toHaveAccessibleDescription("留空使用默认地址 https://webservice.fanart.tv/v3");
    expect(screen.queryByLabelText("TMDB API地址")).not.toBeInTheDocument();
    await user.type(field, "fanart.lan/v3");
    await user.click(screen.getByRole("button", { name: "保存地址" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "FanArt API地址必须是以http://或https://开头的网址",
    );
    answer = ok();
    await user.clear(field);
    await user.type(field, " http://fanart.lan/v3 ");
    await user.click(screen.getByRole("button", { name: "保存地址" }));
    await waitFor(() => expect(sent("POST /api/setting/save_metadata_hosts")).toHaveLength(2));
    expect(sent("POST /api/setting/save_metadata_hosts")[1]).toEqual({
      ...hosts,
      fanart_api_base: "http://fanart.lan/v3",
    });
  });
});
