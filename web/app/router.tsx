import { Suspense } from "react";
import { Route, Switch } from "wouter";
import { PageSpinner } from "../components/page-spinner";
import { lazyPage } from "./lazy-page";
import { paths } from "./paths";

// Every screen is its own chunk, loaded on demand behind a centred spinner.
const SignInPage = lazyPage(() => import("../features/auth/sign-in-page"), "SignInPage");
const NotFoundPage = lazyPage(() => import("../features/errors/not-found-page"), "NotFoundPage");
const ServerErrorPage = lazyPage(
  () => import("../features/errors/server-error-page"),
  "ServerErrorPage",
);
const SetupAdminPage = lazyPage(
  () => import("../features/setup/setup-admin-page"),
  "SetupAdminPage",
);
const HomePage = lazyPage(() => import("../features/home/home-page"), "HomePage");

export function AppRouter() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        <Route path={paths.auth.signIn} component={SignInPage} />
        <Route path={paths.auth.notFound} component={NotFoundPage} />
        <Route path={paths.auth.serverError} component={ServerErrorPage} />
        <Route path={paths.setup.admin} component={SetupAdminPage} />
        <Route path={paths.root} component={HomePage} />
        <Route path={paths.home} component={HomePage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
