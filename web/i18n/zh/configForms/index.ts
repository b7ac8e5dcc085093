import type { BaseTranslation } from "../../i18n-types";

// What the setup wizard, /config/*, the setting hub and the setting forms share: the
// action buttons, the connection state and the service address. Each screen's own
// texts are in configServices, configMediaPath and freeDownloadForms.
// Validation messages are word for word the built-in backend's (server/settings).
// A namespace: loaded with the screens that use it (web/app/routes.ts), not in the entry.
const zh_configForms: BaseTranslation = {
  actions: {
    save: "保存",
    saveAndNext: "保存进入下一步",
    saveSettings: "保存设置",
    testConnection: "测试连接",
    continueAnyway: "仍然进入下一步",
  },
  health: {
    label: "连接状态",
    unset: "未设置",
    up: "可用",
    down: "异常",
    unknown: "未知",
    version: "版本 {version:string}",
    checkedAt: "最近检查：{time:string}",
  },
  url: "访问地址",
  urlRequired: "访问地址不能为空",
  urlInvalid: "访问地址必须是以http://或https://开头的网址",
};

export default zh_configForms;
