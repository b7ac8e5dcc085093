import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { ConnectionBanner } from "./connection-banner";
import { startConnectionMonitor } from "./connection-monitor";

/** Mounted once by the app, on every layout: watches the server, shows the banner. */
export function AliveHost() {
  const queryClient = useQueryClient();
  useEffect(() => startConnectionMonitor({ queryClient }), [queryClient]);
  return <ConnectionBanner />;
}
