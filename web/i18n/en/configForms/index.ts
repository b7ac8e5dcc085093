import type { NamespaceConfigFormsTranslation } from "../../i18n-types";
import { configMediaPath } from "./config-media-path";
import { configMore } from "./config-more";

// English for the setup wizard and /config/* screens. The built-in backend
// answers in Chinese; only the form's own checks are translated here.
const en_configForms: NamespaceConfigFormsTranslation = {
  actions: {
    save: "Save",
    saveAndNext: "Save and continue",
    saveSettings: "Save settings",
    testConnection: "Test connection",
    continueAnyway: "Continue anyway",
  },
  health: {
    label: "Connection",
    unset: "Not set",
    up: "Available",
    down: "Failing",
    unknown: "Unknown",
    version: "version {version}",
    checkedAt: "Last checked: {time}",
  },
  url: "Address",
  urlRequired: "The address is required",
  urlInvalid: "The address must start with http:// or https://",
  web: {
    subtitle: "Remember these settings: you will need them to reach the site later",
    serverUrl: "Site address",
    serverUrlHelp: "Used in links you share later; usually an address reachable from the internet",
    serverUrlInvalid: "The site address must start with http:// or https://",
    port: "Web port",
    portHelp: "Map this port into the Docker container to reach the site",
    portInvalid: "The web port must be a whole number from 1 to 65535",
  },
  mediaServer: {
    subtitle:
      "With a media server configured, titles you already have are skipped, not downloaded again",
    type: "Media server type",
    urlHelp: "Address of the {name} web service, with scheme and port",
    apiKey: "API key",
    apiKeyHelp: "The key used to query the {name} API",
    apiKeyRequired: "The API key is required",
    apiKeyLink: "Get an API key",
    plexToken: "Token",
    plexTokenHelp: "The token used to access the Plex API",
    plexTokenRequired: "The token is required",
    plexTokenLink: "Learn how to find it",
    back: "Back to web access settings",
  },
  downloadClient: {
    subtitle: "With a download client, torrents are submitted and their progress watched for you.",
    type: "Download client",
    typeHelp: "The download clients supported so far",
    urlHelp: "Address of the web service, with scheme and port",
    username: "Account",
    usernameHelp: "The account used to sign in",
    usernameRequired: "The account is required",
    password: "Password",
    passwordHelp: "The password used to sign in",
    passwordRequired: "The password is required",
    rpcSecret: "RPC secret",
    rpcSecretHelp: "aria2's RPC secret (rpc-secret); leave empty when none is set",
    needLogin: "Needs sign-in (required unless LAN access skips authentication)",
    monitorAll: "Watch torrents added by hand to the client's folders",
    back: "Back to download client settings",
  },
  mediaPath: configMediaPath,
  ...configMore,
};

export default en_configForms;
