import type { NamespaceSettingNotifyTranslation } from "../../i18n-types";

const en_settingNotify: NamespaceSettingNotifyTranslation = {
  edit: {
    title: "Set up {name}",
    alias: "Channel alias",
    aliasHelp: "Tells several channels apart; must differ from every other channel's",
    notifyMessage: "Messages to push",
    notifyMessageHelp: "Which messages this channel pushes",
    enable: "Enable this notification",
    test: "Send a test message",
    save: "Save settings",
    delete: "Delete",
    cancel: "Cancel",
    deleteTitle: "Delete the channel",
    deleteConfirm: "Delete the channel “{name}”? This cannot be undone.",
    missingType:
      "No channel type was given; add a channel under Notification channels in Settings.",
    backToHub: "Back to settings",
  },
  template: {
    tabs: "Notification channels",
    messageType: "Message type",
    messageTypeHelp: "Choose the message to edit; every channel can have its own template.",
    docLink: "About templates",
    title: "Title template",
    body: "Body template",
    titleRequired: "The title template is required",
    placeholders: "Placeholders:",
    placeholderHint:
      "Write placeholders as {example}; they are replaced with the message's values when sent. Unknown placeholders become empty.",
    save: "Save",
    empty: "There are no message templates to set",
  },
  search: {
    templates: "Search templates",
    submit: "Search",
    expand: "Show detailed settings",
    collapse: "Hide detailed settings",
    content: "Content",
    sites: "Sites",
    categories: "Categories",
    selectAll: "Select all",
    selectNone: "Select none",
    contents: {
      searchDouban: "Douban",
      searchMediaServer: "Media library",
      searchSite: "Sites",
    },
    noSites: "No sites added yet",
    update: "Save the {name} template",
    saveAsNew: "Save as a new template",
    remove: "Delete the template {name}",
    createTitle: "Create a new template?",
    templateName: "Template name",
    templateNameRequired: "The template name is required",
    templateNameTooLong: "The template name can have at most {max} characters",
    create: "Create",
    loadFailed: "Could not read the search templates: {message}",
  },
};

export default en_settingNotify;
