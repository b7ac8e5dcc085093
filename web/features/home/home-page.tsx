import { PageFrame } from "../../components/page-frame";
import { useRouteFrame } from "../frame/use-route-frame";
import { DailyBanner } from "./daily-banner";
import { SuggestionFeed } from "./suggestion-feed";
import "./home.css";

/** / and /home: the day's title and the endless 推荐 feed. */
export function HomePage() {
  const { title, breadcrumb } = useRouteFrame();
  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      <DailyBanner />
      <SuggestionFeed />
    </PageFrame>
  );
}
