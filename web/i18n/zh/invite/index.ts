import type { BaseTranslation } from "../../i18n-types";

// 发送邀请 (/user/invite-email), the SMTP card beside it, and the public
// sign-up page the invitation links to (/auth/sign-up).
// A namespace: loaded with the screens that use it (web/app/routes.ts), not in the entry.
const zh_invite: BaseTranslation = {
  form: {
    heading: "邀请家人注册",
    intro:
      "对方会收到一封带注册链接的邮件（72小时内有效，只能使用一次），自己设置用户名和密码，成为普通用户。",
    email: "邮箱",
    emailRequired: "必须填写邮箱",
    submit: "发送邀请",
  },
  smtp: {
    heading: "SMTP发信设置",
    intro: "发送邀请邮件使用的邮件服务器。",
    host: "SMTP服务器",
    hostRequired: "必须填写SMTP服务器",
    port: "端口",
    portInvalid: "端口必须是1到65535之间的整数",
    tls: "加密方式",
    tlsNone: "无",
    tlsStartTls: "STARTTLS（常用端口587）",
    tlsTls: "SSL/TLS（常用端口465）",
    username: "登录账号",
    usernameHelp: "服务器不需要登录时留空",
    password: "登录密码",
    sender: "发件人",
    senderHelp: "例如 电影机器人 <robot@example.com>",
    senderRequired: "必须填写发件人",
    testTo: "测试收件人",
    testToHelp: "点“发送测试邮件”时收信的邮箱（不保存）",
    test: "发送测试邮件",
    save: "保存",
  },
  signUp: {
    title: "注册账号",
    invitedAs: "邀请发送到：{email:string}",
    checking: "正在检查邀请链接…",
    noToken: "缺少邀请链接参数，请打开邀请邮件中的完整链接。",
    username: "用户名",
    nickname: "昵称",
    password: "密码",
    submit: "注册",
    toSignIn: "去登录",
  },
};

export default zh_invite;
