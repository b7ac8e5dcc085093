import { getConfig } from "../../../lib/api/config-request";

/** GET /api/tools/test_replace_text {text, repl_expression, string} → the text after replacing. */
export function testReplaceText(
  text: string,
  expression: string,
  replacement: string,
): Promise<string> {
  return getConfig<string>("/api/tools/test_replace_text", {
    text,
    repl_expression: expression,
    string: replacement,
  });
}
