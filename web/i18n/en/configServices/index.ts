import type { NamespaceConfigServicesTranslation } from "../../i18n-types";

// English for the setup wizard's service steps and their /config/* screens, /config/score-config,
// and /setting/edit-media-server and edit-download-client.
const en_configServices: NamespaceConfigServicesTranslation = {
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
  movieMetadata: {
    subtitle:
      "These services need a stable network: pictures and accurate recognition of titles depend on them.",
    tmdbKey: "TMDB API key",
    tmdbKeyHelp: "The API key used to query TMDB",
    tmdbKeyRequired: "The TMDB API key is required",
    applyKey: "Get an API key",
    fanartKey: "FanArt API key",
    fanartKeyHelp: "Optional; makes pictures in notifications and pages nicer.",
    proxies: "Proxy",
    proxiesHelp:
      "Leave empty for no proxy. HTTP and SOCKS proxies reach TMDB and FanArt. Example: http://localhost:8030 or socks5://user:pass@host:port",
    proxiesInvalid: "The proxy must start with http://, https:// or socks5://",
    saveFailed: "The configuration failed: can the container reach the internet?",
    back: "Back to media path settings",
  },
  scoreConfig: {
    subtitle: "How torrents are chosen, for search and smart downloads.",
    strategy: "Strategy",
    strategyHelp: "The strategy's name; copy a file in the config folder's rules to add one.",
    keywords: "Custom keywords",
    keywordsHelp: "A torrent name or title containing any keyword scores higher on name.",
    keywordsTooLong: "Custom keywords must be at most 500 characters",
    percent: "{value}%",
    weights: {
      name: {
        label: "Name weight",
        help: "Whether the name and subtitle carry the title's names and your keywords.",
        invalid: "The name weight must be a whole number from 0 to 100",
      },
      type: {
        label: "Type weight",
        help: "Medium, resolution, codec and format as read from the torrent name.",
        invalid: "The type weight must be a whole number from 0 to 100",
      },
      seeders: {
        label: "Seeders weight",
        help: "More seeders, higher score.",
        invalid: "The seeders weight must be a whole number from 0 to 100",
      },
      completions: {
        label: "Completions weight",
        help: "More completed downloads, higher score.",
        invalid: "The completions weight must be a whole number from 0 to 100",
      },
      subtitle: {
        label: "Subtitle weight",
        help: "More subtitle keywords matched, higher score.",
        invalid: "The subtitle weight must be a whole number from 0 to 100",
      },
      free: {
        label: "Free weight",
        help: "The longer a torrent stays free, the higher the score.",
        invalid: "The free weight must be a whole number from 0 to 100",
      },
    },
  },
};

export default en_configServices;
