import { useRef, useState } from "react";
import { errorMessage } from "../../../lib/error-message";
import { checkPath } from "../api/check-path";
import { isRecognised, type MediaPathItem } from "./media-path-schema";

/** The two fields of a card that name folders of this machine (download_path is the client's). */
export type CheckedField = "source_dir" | "target_dir";

const keyOf = (uid: string, field: CheckedField) => `${uid}:${field}`;

/**
 * check_path on blur (screens.md): the server says whether a container path
 * exists and can be read; its refusal ("路径不存在", …) becomes the field's
 * error until the field changes. Empty and relative paths are left to the
 * form's schema, which has its own messages for them.
 */
export function usePathChecks(fallback: string) {
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});
  // The value each field was last checked with: a late answer for an older value is dropped.
  const latest = useRef(new Map<string, string>());

  const set = (key: string, message: string | undefined) =>
    setProblems((old) => {
      const { [key]: _gone, ...rest } = old;
      return message === undefined ? rest : { ...rest, [key]: message };
    });

  async function check(uid: string, field: CheckedField, raw: string) {
    const key = keyOf(uid, field);
    const value = raw.trim();
    latest.current.set(key, value);
    if (!value.startsWith("/")) return set(key, undefined);
    let message: string | undefined;
    try {
      await checkPath(value);
    } catch (err) {
      message = errorMessage(err) ?? fallback;
    }
    if (latest.current.get(key) === value) set(key, message);
  }

  return {
    check,
    problemOf: (uid: string, field: CheckedField) => problems[keyOf(uid, field)],
    /** A change makes the last answer stale. */
    forget: (uid: string, field: CheckedField) => {
      latest.current.delete(keyOf(uid, field));
      set(keyOf(uid, field), undefined);
    },
    /** Whether a card still shows a path the server refused (a disabled target does not count). */
    blocks: (paths: readonly MediaPathItem[]) =>
      paths.some(
        (p) =>
          problems[keyOf(p.uid, "source_dir")] !== undefined ||
          (isRecognised(p.type) && problems[keyOf(p.uid, "target_dir")] !== undefined),
      ),
  };
}
