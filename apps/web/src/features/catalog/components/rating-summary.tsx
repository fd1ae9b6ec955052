import { hasRatings, ratingUi, type Product } from '@artshop/shared';
import { StarRating } from './star-rating';

interface RatingSummaryProps {
  product: Pick<Product, 'rating' | 'ratingCount'>;
  /**
   * 'card': stars, the average and '(N)' (read as 'N reviews'); 'page': stars, 'N/5' and
   * '(N reviews)'.
   */
  variant: 'card' | 'page';
  className?: string;
}

/**
 * A product's rating as the server gives it (decision 0077): the reviews' average and count, and
 * 'No reviews yet' without any, where the spec's client showed a fixed or default figure.
 */
export function RatingSummary({ product, variant, className = '' }: RatingSummaryProps) {
  if (!hasRatings(product)) {
    return <p className={`text-sm text-ink-soft ${className}`}>{ratingUi.noReviews}</p>;
  }
  const average = ratingUi.average(product.rating);
  const reviews = ratingUi.reviewCount(product.ratingCount);
  if (variant === 'card') {
    return (
      <p className={`flex flex-wrap items-center gap-x-1.5 text-sm text-ink-soft ${className}`}>
        <StarRating rating={product.rating} />
        <span>{average}</span>
        <span aria-hidden="true">{`(${product.ratingCount})`}</span>
        <span className="sr-only">{reviews}</span>
      </p>
    );
  }
  return (
    <p className={`flex flex-wrap items-center gap-x-2 text-ink-soft ${className}`}>
      <StarRating rating={product.rating} starClassName="h-5" />
      <span className="font-medium">{`${average}/5`}</span>
      <span>{`(${reviews})`}</span>
    </p>
  );
}
