import { cartMessages } from '@artshop/shared';
import { ButtonLink } from '../../../components/ui/button';

export function EmptyCart() {
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <h2 className="text-xl font-semibold">{cartMessages.emptyTitle}</h2>
      <p className="mt-2 text-gray-600">{cartMessages.emptyText}</p>
      <ButtonLink to="/" size="lg" className="mt-6">
        Continue Shopping
      </ButtonLink>
    </div>
  );
}
