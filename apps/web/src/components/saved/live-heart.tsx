import { heartMessages } from '@artshop/shared';
import { useEffect, useRef } from 'react';
import { takePendingAction } from '../../lib/pending-action';
import {
  useGetSavedPiecesQuery,
  useSavePieceMutation,
  useUnsavePieceMutation,
} from '../../lib/saved-pieces.api';
import { toast } from '../../lib/toast';
import { HeartLook } from './heart-look';

interface LiveHeartProps {
  product: { id: string; title: string };
  className?: string;
}

/**
 * A signed-in customer's heart (decision 0122): pressed when the piece is on their list; a press
 * saves it or takes it off. A save a visitor asked for before signing in (decision 0080) is
 * completed here, once. Loaded only for a customer, so a visitor's page does not carry it.
 */
export function LiveHeart({ product, className }: LiveHeartProps) {
  const { data } = useGetSavedPiecesQuery();
  const [save, saving] = useSavePieceMutation();
  const [unsave, unsaving] = useUnsavePieceMutation();
  const saved = data?.products.some((piece) => piece.id === product.id) ?? false;

  const change = async (next: boolean) => {
    try {
      if (next) await save(product.id).unwrap();
      else await unsave(product.id).unwrap();
      if (next) toast.success(heartMessages.saved);
      else toast(heartMessages.removed);
    } catch {
      toast.error(heartMessages.failed);
    }
  };

  const latestChange = useRef(change);
  useEffect(() => {
    latestChange.current = change;
  });
  useEffect(() => {
    if (takePendingAction('save', product.id)) void latestChange.current(true);
  }, [product.id]);

  return (
    <HeartLook
      title={product.title}
      saved={saved}
      disabled={saving.isLoading || unsaving.isLoading}
      onClick={() => void change(!saved)}
      {...(className === undefined ? {} : { className })}
    />
  );
}
