import { queryOptions } from "@tanstack/react-query";
import type { RawFieldDescriptor } from "../../../components/schema-form/field-descriptor";
import { getPlugins, listOf } from "./plugin-request";

/** GET /api/plugins/get_plugin_command_meta → the command's argument schema (§S6 ArgDefs). */
export const commandMetaQueryOptions = (plugin: string, command: string) =>
  queryOptions({
    queryKey: ["plugins", "get_plugin_command_meta", plugin, command] as const,
    queryFn: async () => {
      const data = await getPlugins<{ arg_schema?: unknown } | null>(
        "/api/plugins/get_plugin_command_meta",
        { plugin_name: plugin, command_name: command },
      );
      return listOf<RawFieldDescriptor>(data?.arg_schema);
    },
  });
