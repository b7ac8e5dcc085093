import type { TemplateText } from "./api/get-notify-template";

/**
 * The placeholders each message type of the built-in backend fills in
 * (server/notify/messages.go, MessageType.Vars). get_notify_template does not
 * list them, so they are repeated here; a server that sends `vars` with a
 * template wins, and a type this list does not know shows none rather than a guess.
 */
const BUILT_IN: Record<string, readonly string[]> = {
  download_start: ["title", "year", "site_name", "torrent_name", "size", "nickname"],
  download_completed: ["title", "year", "save_path", "size", "nickname"],
  subscribe: ["title", "year", "nickname", "media_type"],
  subtitle_downloaded: ["title", "save_path"],
  service_down: ["service_name", "reason"],
  system_error: ["message"],
  test: ["channel_name"],
};

/**
 * The built-in backend's message types in its own order (the server's JSON
 * object has its keys sorted by name, which would put 下载完成 before 开始下载).
 */
export const MESSAGE_ORDER: readonly string[] = Object.keys(BUILT_IN);

/** The placeholder names a template of message type `key` may use. */
export function placeholdersOf(key: string, text: TemplateText | undefined): readonly string[] {
  if (Array.isArray(text?.vars)) return text.vars.filter((v) => typeof v === "string");
  return BUILT_IN[key] ?? [];
}

/** How a placeholder is written in a template ({{name}}, the only syntax the server knows). */
export function placeholder(name: string): string {
  return `{{${name}}}`;
}
