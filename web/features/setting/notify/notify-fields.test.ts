import { describe, expect, it } from "vitest";
import { zhLL } from "../../../../tests/unit/i18n";
import type { NotifyDefinition } from "./api/get-definition";
import { notifyFields, notifyInitialValues } from "./notify-fields";

const bark: NotifyDefinition = {
  name: "Bark",
  args: [
    {
      name: "server",
      arg_type: "String",
      label: "服务器地址",
      helper: "",
      default_value: "https://api.day.app",
      multi_value: false,
      required: true,
    },
    { name: "device_key", arg_type: "String", label: "设备Key", required: true },
  ],
  config: null,
  template_options: [
    { name: "开始下载", value: "download_start" },
    { name: "下载完成", value: "download_completed" },
  ],
};

describe("notifyFields", () => {
  it("puts 通道别名 first and 推送内容, 启用这个通知 last (screens.md)", () => {
    const fields = notifyFields(bark, zhLL());
    expect(fields.map((f) => f.label)).toEqual([
      "通道别名",
      "服务器地址",
      "设备Key",
      "推送内容",
      "启用这个通知",
    ]);
    expect(fields.map((f) => f.name)).toEqual([
      "name",
      "server",
      "device_key",
      "notify_message",
      "enable",
    ]);
    expect(fields[0]).toMatchObject({ required: true, maxLength: 32 });
    expect(fields[3]).toMatchObject({
      type: "Enum",
      multi: true,
      enumValues: bark.template_options,
    });
  });

  it("a new channel starts from the defaults: its title, every message, enabled", () => {
    const fields = notifyFields(bark, zhLL());
    expect(notifyInitialValues(fields, bark)).toEqual({
      name: "Bark",
      server: "https://api.day.app",
      device_key: "",
      notify_message: ["download_start", "download_completed"],
      enable: true,
    });
  });

  it("a saved channel starts from its config", () => {
    const saved = {
      ...bark,
      config: {
        name: "我的iPhone",
        server: "http://relay.lan",
        device_key: "k1",
        notify_message: ["download_completed"],
        enable: false,
      },
    };
    expect(notifyInitialValues(notifyFields(saved, zhLL()), saved)).toEqual(saved.config);
  });
});
