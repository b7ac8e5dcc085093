import { useLocation } from "wouter";
import { AuthInitializer } from "./auth-initializer";
import { ErrorBoundary } from "./error-boundary";
import { Guard } from "./guard";
import { AppRouter } from "./router";
import { SetupRedirect } from "./setup-redirect";

/** Everything inside the providers: auth start-up, redirects and the routes. */
export function App() {
  const [location] = useLocation();
  return (
    <AuthInitializer>
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
