import { useLocationProperty } from "wouter/use-browser-location";

// wouter's location hooks give the path and the query; menu entries for the
// embedded-page route also differ by hash, so this reads it the same way
// (updated on pushState, replaceState, popstate and hashchange).
const currentHash = () => window.location.hash;

export function useHash(): string {
  return useLocationProperty(currentHash, () => "");
}
