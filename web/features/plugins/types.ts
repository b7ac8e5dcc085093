import type { RawFieldDescriptor } from "../../components/schema-form/field-descriptor";

// The plugin shapes of api-contract §2.13. Config fields are §S6 descriptors
// (camelCase spelling); command arguments are ArgDefs (snake_case).

export type ConfigField = RawFieldDescriptor;

export type Plugin = {
  id: string | number;
  pluginName: string;
  title: string;
  description: string;
  author: string;
  logoUrl: string;
  localVersion?: string;
  lastVersion: string;
  githubUrl?: string;
  helpDocUrl?: string;
  payImageUrl?: string;
  installed: boolean;
  hasNew: boolean;
  hasConfig: boolean;
  configField?: ConfigField[] | null;
};

export type PluginVersion = {
  version: string;
  gmtCreate: string;
  changelog: string;
  configField?: ConfigField[] | null;
  /** JSON text {appVersion?, mediaServer?}. */
  dependencies?: string | null;
};

export type CommandStatus = "ready" | "running" | "done" | "error";

export type PluginCommand = {
  plugin_name: string;
  plugin_title: string;
  name: string;
  title: string;
  desc: string;
  icon: string;
  has_args: boolean;
  status: CommandStatus;
  status_message?: string;
  /** The latest run's log (its stderr), an addition of the built-in backend. */
  log?: string;
};

export type PluginConfig = Record<string, unknown>;
