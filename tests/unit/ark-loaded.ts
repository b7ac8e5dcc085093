// Imported by tests of schemas and rules: they build ArkType schemas
// directly, which the app does only once ArkType has loaded (web/lib/ark.ts,
// normally started by useLazySchema when a form mounts).
import { loadArk } from "../../web/lib/ark";

await loadArk();
