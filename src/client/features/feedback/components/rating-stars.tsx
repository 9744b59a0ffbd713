import { useLingui } from '@lingui/react/macro';
import { Rating } from '@mantine/core';

/** A given rating as stars, read as one image ('Rated 4 out of 5'). */
export function RatingStars({ rating }: { rating: number }) {
  const { t } = useLingui();
  return (
    <Rating
      value={rating}
      readOnly
      count={5}
      // shade 7: the stars stand out from the card at more than 3:1
      color="orange.7"
      role="img"
      aria-label={t`Rated ${rating} out of 5`}
    />
  );
}
