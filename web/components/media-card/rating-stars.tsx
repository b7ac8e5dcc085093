import { Classes } from "@blueprintjs/core";
import { useI18nContext } from "../../i18n/i18n-react";

// Two rows of five ★ glyphs, the gold one clipped to the rating: cheap enough
// for a grid of 250 cards (no SVG per star).
const STARS = "★★★★★";

/** Half-star precision: a rating of 7.3 of 10 shows 3.5 of 5 stars, then the number. */
export function RatingStars({ rating }: { rating: number | null }) {
  const { LL } = useI18nContext();
  if (rating === null) {
    return <span className={`mr-rating ${Classes.TEXT_MUTED}`}>{LL.discover.card.noRating()}</span>;
  }
  const shown = rating.toFixed(1);
  const filled = `${(Math.round(rating) / 10) * 100}%`;
  return (
    <span className="mr-rating" role="img" aria-label={LL.discover.card.rating({ rating: shown })}>
      <span className="mr-rating-stars" aria-hidden="true">
        <span className="mr-rating-empty">{STARS}</span>
        <span className="mr-rating-full" style={{ width: filled }}>
          {STARS}
        </span>
      </span>
      <span aria-hidden="true">{shown}</span>
    </span>
  );
}
