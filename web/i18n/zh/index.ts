import type { BaseTranslation } from "../i18n-types";

// Base locale: every UI string of the app lives here; other locales must match its keys.
const zh: BaseTranslation = {
  brand: {
    logoAlt: "Movie Robot 标志",
  },
  common: {
    loading: "加载中…",
    somethingWentWrong: "Something went wrong",
  },
  phrases: {
    searchPlaceholder: "搜索…",
    welcomeBack: "欢迎回来",
    missedYou: "我们想你了",
  },
  signIn: {
    pageTitle: "登陆",
    title: "登陆",
    welcome: "欢迎来到Movie Robot",
    username: "账号",
    password: "密码",
    submit: "登陆",
    usernameRequired: "必须填写账号",
    usernameTooLong: "账号不能超过255个字符",
    passwordRequired: "必须填写密码",
    passwordTooLong: "密码不能超过255个字符",
  },
  setupAdmin: {
    pageTitle: "管理用户设置",
    title: "管理用户设置",
    subtitle: "初始化完成后还可以用户管理页面修改",
    username: "网站登陆账号",
    password: "登陆密码",
    confirmPassword: "确认密码",
    submit: "创建进入下一步",
    usernameRequired: "必须填写网站登陆账号",
    usernameTooLong: "网站登陆账号不能超过64位",
    passwordRequired: "必须填写登陆密码",
    passwordTooShort: "登陆密码不能少于8位",
    passwordTooLong: "登陆密码不能超过64位",
    confirmRequired: "必须填写确认密码",
    confirmMismatch: "两次输入的密码必须一致",
  },
  notFound: {
    code: "404",
    pageTitle: "找不到页面",
    title: "找不到页面",
    description: "您正在查找的页面可能已被删除。",
    backHome: "返回首页",
  },
  serverError: {
    code: "500",
    pageTitle: "Internal server error",
    title: "Internal server error.",
    description:
      "The server encountered something unexpected that didn't allow it to complete the request.",
    backHome: "Return to website",
  },
  home: {
    pageTitle: "首页",
    avatarAlt: "{nickname:string}的头像",
    version: "Version: {version:string}",
    versionUnknown: "Version: -",
    signOut: "退出",
  },
};

export default zh;
