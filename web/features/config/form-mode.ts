import { useLocation } from "wouter";

/**
 * "wizard" under /setup/* (the first-run steps: 保存进入下一步, back buttons,
 * the server's `next`), "config" under /config/* (inside the shell: 保存 and
 * an inline result). Told apart by the path alone, as the original did.
 */
export type FormMode = "wizard" | "config";

export function formModeOf(path: string): FormMode {
  return path.startsWith("/setup/") ? "wizard" : "config";
}

export function useFormMode(): FormMode {
  const [location] = useLocation();
  return formModeOf(location);
}
