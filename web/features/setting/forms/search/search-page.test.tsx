import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ok, setupForm } from "../form-test-kit";
import { SearchSettingPage } from "./search-page";

describe("SearchSettingPage", () => {
  it("checks the timeout, saves the three settings and says a refresh is needed", async () => {
    const { user, sent, toasts, currentPath } = setupForm(
      <SearchSettingPage />,
      "/setting/edit-search-setting",
      {
        "GET /api/setting/get_server_setting": {
          code: 0,
          data: { web_search_timeout: 10, web_search_result_limit: 0, douban_poster_wall: false },
        },
        "POST /api/setting/save_server_setting": ok("保存成功，刷新浏览器后生效"),
      },
    );
    expect(screen.getByRole("heading", { name: "搜索设置" })).toBeInTheDocument();
    const timeout = await screen.findByLabelText("连接网站超时时间(秒)");
    expect(timeout).toHaveValue("10");
    expect(screen.getByLabelText("豆瓣搜索结果以海报墙展示")).not.toBeChecked();
    await user.clear(timeout);
    await user.type(timeout, "0");
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(
      await screen.findByText("连接网站超时时间必须是1到600之间的整数（秒）"),
    ).toBeInTheDocument();
    await user.clear(timeout);
    await user.type(timeout, "30");
    await user.clear(screen.getByLabelText("返回给页面的最大结果条数"));
    await user.type(screen.getByLabelText("返回给页面的最大结果条数"), "200");
    await user.click(screen.getByLabelText("豆瓣搜索结果以海报墙展示"));
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(currentPath()).toBe("/setting/index"));
    expect(sent("POST /api/setting/save_server_setting")).toEqual([
      { web_search_timeout: 30, web_search_result_limit: 200, douban_poster_wall: true },
    ]);
    expect(toasts.success).toHaveBeenCalledWith("保存成功，刷新浏览器后生效");
  });
});
