import { cartMessages } from '@artshop/shared';
import { Link } from 'react-router';

export function EmptyCart() {
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <h2 className="text-xl font-semibold">{cartMessages.emptyTitle}</h2>
      <p className="mt-2 text-gray-600">{cartMessages.emptyText}</p>
      <Link to="/" className="mt-6 inline-block rounded bg-gray-900 px-6 py-2 text-white">
        Continue Shopping
      </Link>
    </div>
  );
}
