import type { Translation } from "../i18n-types";

// Complete English translation; fr/de/nl extend it, so it is their fallback.
const en: Translation = {
  brand: {
    logoAlt: "Movie Robot logo",
  },
  common: {
    loading: "Loading…",
    somethingWentWrong: "Something went wrong",
  },
  phrases: {
    searchPlaceholder: "Search topics…",
    welcomeBack: "Welcome back",
    missedYou: "We've missed you",
  },
  signIn: {
    pageTitle: "Sign in",
    title: "Sign in",
    welcome: "Welcome to Movie Robot",
    username: "Account",
    password: "Password",
    submit: "Sign in",
    usernameRequired: "Account is required",
    usernameTooLong: "Account must be at most 255 characters",
    passwordRequired: "Password is required",
    passwordTooLong: "Password must be at most 255 characters",
  },
  setupAdmin: {
    pageTitle: "Administrator account",
    title: "Administrator account",
    subtitle: "You can still change it on the user management page after setup",
    username: "Sign-in account",
    password: "Sign-in password",
    confirmPassword: "Confirm password",
    submit: "Create and continue",
    usernameRequired: "Sign-in account is required",
    usernameTooLong: "Sign-in account must be at most 64 characters",
    passwordRequired: "Sign-in password is required",
    passwordTooShort: "Sign-in password must be at least 8 characters",
    passwordTooLong: "Sign-in password must be at most 64 characters",
    confirmRequired: "Please confirm the password",
    confirmMismatch: "The two passwords must match",
  },
  notFound: {
    code: "404",
    pageTitle: "Page not found",
    title: "Page not found",
    description: "The page you are looking for might have been removed.",
    backHome: "Back to home",
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
    pageTitle: "Home",
    avatarAlt: "Avatar of {nickname}",
    version: "Version: {version}",
    versionUnknown: "Version: -",
    signOut: "Sign out",
  },
};

export default en;
