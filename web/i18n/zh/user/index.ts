import type { BaseTranslation } from "../../i18n-types";

// 用户管理: /user/index and /user/edit (screens.md).
// A namespace: loaded with the screens that use it (web/app/routes.ts), not in the entry.
const zh_user: BaseTranslation = {
  list: {
    heading: "全部用户",
    add: "添加用户",
    empty: "还没有用户",
    nickname: "昵称",
    username: "用户名",
    role: "角色",
    scoreRule: "选种",
    douban: "豆瓣",
    wechat: "微信",
    pushdeer: "PushDeer",
    bark: "Bark",
    actions: "操作",
    edit: "编辑{name:string}",
    remove: "删除{name:string}",
    set: "已设置",
    unset: "未设置",
    confirmTitle: "删除提示",
    confirmText: "确定要删除用户 {name:string} 吗？他的消息和API密钥会一起删除。",
    confirm: "删除",
    cancel: "取消",
  },
  roles: {
    admin: "管理员",
    user: "用户",
    userOption: "普通用户",
  },
  form: {
    uploadAvatar: "上传头像",
    avatarUploaded: "头像已上传",
    username: "用户名",
    nickname: "昵称",
    password: "密码",
    passwordEditHelp: "不修改密码时留空；修改后该用户需要重新登录",
    role: "角色",
    scoreRule: "选种规则",
    doubanUser: "豆瓣用户ID",
    qywxUser: "企业微信用户",
    none: "不设置",
    pushdeerKey: "Pushdeer PushKey",
    barkUrl: "Bark推送URL",
    telegramUserId: "Telegram UserID",
    categories: "搜索分类",
    categoriesHelp: "此用户可以使用的搜索分类",
    approval: "启用订阅审批（开启后该用户的订阅需要管理员批准）",
    add: "添加",
    save: "保存",
    barkInvalid: "Bark推送URL必须是 http:// 或 https:// 开头的地址",
  },
};

export default zh_user;
