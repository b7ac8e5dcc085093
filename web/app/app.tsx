import { useLocation } from "wouter";
import { AliveHost } from "../features/alive/alive-host";
import { AuthInitializer } from "./auth-initializer";
import { ErrorBoundary } from "./error-boundary";
import { Guard } from "./guard";
import { LocaleSync } from "./locale-sync";
import { AppRouter } from "./router";
import { SetupRedirect } from "./setup-redirect";
import { ThemeSync } from "./theme-sync";

/** Everything inside the providers: theme and language, auth start-up, redirects and the routes. */
export function App() {
  const [location] = useLocation();
  return (
    <AuthInitializer>
      <ThemeSync />
      <LocaleSync />
      <AliveHost />
      <ErrorBoundary resetKey={location}>
        <SetupRedirect>
          <Guard>
            <AppRouter />
          </Guard>
        </SetupRedirect>
      </ErrorBoundary>
    </AuthInitializer>
  );
}
