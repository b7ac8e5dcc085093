import type { NamespaceInviteTranslation } from "../../i18n-types";

const en_invite: NamespaceInviteTranslation = {
  form: {
    heading: "Invite a family member",
    intro:
      "They get a mail with a sign-up link (valid for 72 hours, usable once), choose their own user name and password, and become a normal user.",
    email: "Email",
    emailRequired: "Enter an email address",
    submit: "Send invitation",
  },
  smtp: {
    heading: "SMTP (outgoing mail)",
    intro: "The mail server that sends the invitations.",
    host: "SMTP server",
    hostRequired: "Enter the SMTP server",
    port: "Port",
    portInvalid: "The port must be a whole number from 1 to 65535",
    tls: "Encryption",
    tlsNone: "None",
    tlsStartTls: "STARTTLS (usually port 587)",
    tlsTls: "SSL/TLS (usually port 465)",
    username: "User name",
    usernameHelp: "Leave empty when the server needs no sign-in",
    password: "Password",
    sender: "Sender",
    senderHelp: "For example Movie Robot <robot@example.com>",
    senderRequired: "Enter the sender",
    testTo: "Test recipient",
    testToHelp: "Where “Send a test mail” sends to (not saved)",
    test: "Send a test mail",
    save: "Save",
  },
  signUp: {
    title: "Sign up",
    invitedAs: "Invitation sent to: {email}",
    checking: "Checking the invitation link…",
    noToken: "The invitation link is incomplete; open the whole link from the mail.",
    username: "User name",
    nickname: "Nickname",
    password: "Password",
    submit: "Sign up",
    toSignIn: "Sign in",
  },
};

export default en_invite;
