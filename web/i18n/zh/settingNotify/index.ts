import type { BaseTranslation } from "../../i18n-types";

// Texts of /setting/edit-notify, /setting/edit-notify-template and the
// search dialog's templates (§S1), issue 5.
// Messages that mirror a server check are word for word the built-in
// backend's (server/notify, server/settings), so both refuse alike.
// A namespace: loaded with the screens that show them (web/app/routes.ts) and
// with the shell's search dialog, not on every first load.
const zh_settingNotify: BaseTranslation = {
  edit: {
    title: "设置{name:string}",
    alias: "通道别名",
    aliasHelp: "用来区分多个推送通道，不能与其他推送通道重名",
    notifyMessage: "推送内容",
    notifyMessageHelp: "这个通道要推送哪些消息",
    enable: "启用这个通知",
    test: "推送一条消息测试",
    save: "保存设置",
    delete: "删除",
    cancel: "取消",
    deleteTitle: "删除推送通道",
    deleteConfirm: "确定要删除推送通道“{name:string}”吗？删除后无法恢复。",
    missingType: "没有指定推送通道的类型，请在设置页面的“推送通道”中添加。",
    backToHub: "返回设置",
  },
  template: {
    tabs: "推送通道",
    messageType: "消息类型",
    messageTypeHelp: "选择要修改的消息，每个推送通道可以有自己的模版。",
    docLink: "模版说明",
    title: "推送时的标题模版",
    body: "推送时的内容模版",
    titleRequired: "标题模版不能为空",
    placeholders: "可用的占位符：",
    placeholderHint:
      "占位符写成 {example:string} 的形式，发送时替换成消息中的内容；不认识的占位符会变成空白。",
    save: "保存",
    empty: "没有可以设置的消息模版",
  },
  search: {
    templates: "搜索模版",
    submit: "搜索",
    expand: "展开详细设置",
    collapse: "收起详细设置",
    content: "内容",
    sites: "站点",
    categories: "分类",
    selectAll: "全选",
    selectNone: "取消全选",
    contents: {
      searchDouban: "豆瓣",
      searchMediaServer: "媒体库",
      searchSite: "资源站",
    },
    noSites: "还没有添加站点",
    update: "修改{name:string}配置",
    saveAsNew: "保存为新模版",
    remove: "删除模版{name:string}",
    createTitle: "确认要创建新模版吗",
    templateName: "模版名称",
    templateNameRequired: "模版名称不能为空",
    templateNameTooLong: "模版名称不能超过{max:number}个字符",
    create: "创建",
    loadFailed: "读取搜索模版失败：{message:string}",
  },
};

export default zh_settingNotify;
