import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ok, setupForm } from "../form-test-kit";
import { PassCloudflarePage } from "./cloudflare-page";

describe("PassCloudflarePage", () => {
  it("explains the choice, wants /v1 at the end, then saves", async () => {
    const { user, sent, currentPath } = setupForm(
      <PassCloudflarePage />,
      "/setting/pass-cloudflare",
      {
        "GET /api/setting/get_pass_cloudflare": { code: 0, data: { fs_api: "" } },
        "POST /api/setting/save_pass_cloudflare": ok(),
      },
    );
    expect(screen.getByRole("heading", { name: "Cloudflare穿透设置" })).toBeInTheDocument();
    expect(
      await screen.findByText(/如果你不配置则会自动使用VIP专用的香港节点/),
    ).toBeInTheDocument();
    expect(screen.getByText(/使用本地的flaresolverr服务有一定的好处/)).toBeInTheDocument();
    const field = await screen.findByLabelText("flaresolverr api地址");
    expect(field).toHaveValue("http://");
    await user.type(field, "127.0.0.1:8191");
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(
      await screen.findByText("flaresolverr api地址必须以/v1结尾，例如 http://127.0.0.1:8191/v1"),
    ).toBeInTheDocument();
    await user.type(field, "/v1");
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(currentPath()).toBe("/setting/index"));
    expect(sent("POST /api/setting/save_pass_cloudflare")).toEqual([
      { fs_api: "http://127.0.0.1:8191/v1" },
    ]);
  });
});
