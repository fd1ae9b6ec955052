import { catalogUi, type AdminProduct } from '@artshop/shared';
import { Button } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/api-error';
import { toast } from '../../../../lib/toast';
import { useSetAdminProductPriceOnRequestMutation } from '../admin-products.api';

/**
 * A painting's 'Price on request' switch (decision 0089): pressed, the shop shows no price for it.
 * Stone art is bought in the cart at its price, so it has none.
 */
export function PriceOnRequestToggle({ product }: { product: AdminProduct }) {
  const [setPriceOnRequest, { isLoading }] = useSetAdminProductPriceOnRequestMutation();
  if (product.type !== 'painting') return null;
  const toggle = async () => {
    const next = !product.priceOnRequest;
    try {
      await setPriceOnRequest({ id: product.id, priceOnRequest: next }).unwrap();
      toast.success(next ? catalogUi.priceOnRequestOn : catalogUi.priceOnRequestOff);
    } catch (failure) {
      toast.error(
        `${catalogUi.priceOnRequestFailed} ${errorMessage(failure, 'Please try again.')}`,
      );
    }
  };
  return (
    <Button
      variant={product.priceOnRequest ? 'primary' : 'secondary'}
      size="sm"
      shape="rounded"
      disabled={isLoading}
      aria-pressed={product.priceOnRequest}
      aria-label={catalogUi.priceOnRequestToggle(product.title)}
      onClick={() => void toggle()}
    >
      {catalogUi.priceOnRequest}
    </Button>
  );
}
