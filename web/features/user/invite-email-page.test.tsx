import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { callsTo } from "../../../tests/unit/mock-api";
import { renderSignedIn } from "../../../tests/unit/signed-in";
import { toast } from "../../lib/toaster";
import { InviteEmailPage } from "./invite-email-page";

const smtp = {
  code: 0,
  data: { host: "", port: 587, tls: "starttls", username: "", password: "", sender: "" },
};
const body = (fetchMock: Parameters<typeof callsTo>[0], key: string) =>
  callsTo(fetchMock, key).map((c) => JSON.parse(String(c.body)));

describe("/user/invite-email", () => {
  it("sends an invitation to the address and shows the server's refusal in place", async () => {
    vi.spyOn(toast, "success").mockResolvedValue("");
    vi.spyOn(toast, "error").mockResolvedValue("");
    let answer = { code: 1, message: "请先设置SMTP发信服务器", data: null };
    const view = renderSignedIn(<InviteEmailPage />, "/user/invite-email", {
      "GET /api/setting/get_smtp": smtp,
      "POST /api/auth/invite_email": () => new Response(JSON.stringify(answer)),
    });
    const user = userEvent.setup();
    const form = await screen.findByRole("form", { name: "邀请家人注册" });
    await user.click(within(form).getByRole("button", { name: "发送邀请" }));
    expect(await within(form).findByText("必须填写邮箱")).toBeInTheDocument();
    await user.type(within(form).getByLabelText("邮箱"), "guest@example.com");
    await user.click(within(form).getByRole("button", { name: "发送邀请" }));
    expect(await within(form).findByText("请先设置SMTP发信服务器")).toBeInTheDocument();
    answer = { code: 0, message: "邀请已发送", data: null };
    await user.click(within(form).getByRole("button", { name: "发送邀请" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("邀请已发送"));
    expect(body(view.fetchMock, "POST /api/auth/invite_email")[1]).toEqual({
      email: "guest@example.com",
    });
  });

  it("saves and tests the SMTP server with the values as typed", async () => {
    vi.spyOn(toast, "success").mockResolvedValue("");
    const view = renderSignedIn(<InviteEmailPage />, "/user/invite-email", {
      "GET /api/setting/get_smtp": smtp,
      "POST /api/setting/save_smtp": { code: 0, message: "保存成功", data: null },
      "POST /api/setting/test_smtp": {
        code: 0,
        message: "测试邮件已发送到 me@example.com",
        data: null,
      },
    });
    const user = userEvent.setup();
    const form = await screen.findByRole("form", { name: "SMTP发信设置" });
    await user.type(within(form).getByLabelText("SMTP服务器"), "smtp.example.com");
    await user.selectOptions(within(form).getByLabelText("加密方式"), "tls");
    await user.clear(within(form).getByLabelText("端口"));
    await user.type(within(form).getByLabelText("端口"), "465");
    await user.type(within(form).getByLabelText("发件人"), "robot@example.com");
    await user.type(within(form).getByLabelText("测试收件人"), "me@example.com");
    await user.click(within(form).getByRole("button", { name: "发送测试邮件" }));
    await waitFor(() =>
      expect(body(view.fetchMock, "POST /api/setting/test_smtp")).toHaveLength(1),
    );
    expect(body(view.fetchMock, "POST /api/setting/test_smtp")[0]).toMatchObject({
      host: "smtp.example.com",
      port: 465,
      tls: "tls",
      sender: "robot@example.com",
      to: "me@example.com",
    });
    await user.click(within(form).getByRole("button", { name: "保存" }));
    await waitFor(() =>
      expect(body(view.fetchMock, "POST /api/setting/save_smtp")).toHaveLength(1),
    );
    expect(body(view.fetchMock, "POST /api/setting/save_smtp")[0]).not.toHaveProperty("to");
  }, 20_000);
});
