import type { Translation } from "../i18n-types";

export const alive: Translation["alive"] = {
  banner: {
    down: "Cannot reach the server, retrying…",
    downHint:
      "The server may be restarting or the network is down; the page refreshes itself once it is back.",
    retryNow: "Retry now",
    newBuild: "The console has been updated to a new version.",
    newBuildHint: "Reload to use it; anything not saved yet is lost.",
    reload: "Reload",
    later: "Later",
  },
  palette: {
    title: "Command palette",
    label: "Type a page name, its pinyin initials or English name",
    placeholder: "Go to a page or run an action…",
    screens: "Pages",
    actions: "Actions",
    searchGroup: "Search movies and TV",
    recent: "Recent searches",
    noResults: "No page or action matches",
    searchFor: "Search for “{keyword}”",
    changeTheme: "Change theme",
    restart: "Restart the app",
    signOut: "Sign out",
    shortcuts: "Keyboard shortcuts",
    hint: "↑↓ select · Enter open · Esc close",
  },
  shortcuts: {
    title: "Keyboard shortcuts",
    palette: "Open the command palette",
    search: "Open search",
    help: "Show this help",
    move: "Move up and down the list",
    open: "Open the selected item",
    close: "Close the dialog",
    keys: "Keys",
    action: "Action",
  },
};
