import { artworkSizeMessages as ui, type ArtworkSize, type Product } from '@artshop/shared';
import { useLayoutEffect, useRef, useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { wallLayout, type WallLayout } from './wall-layout';

/** A variant wide enough for the drawing on a large screen, not the full photo. */
function pictureUrl(product: Product): string | null {
  const main = product.images.find((image) => image.role === 'main');
  if (!main) return product.mainImageUrl;
  return main.variants.find((variant) => variant.width >= 640)?.url ?? main.url;
}

const UNMEASURED_WIDTH_PX = 320;

/** The space the dialog's panel gives the drawing: its width, and a height a phone can show whole. */
function useSpace() {
  const ref = useRef<HTMLDivElement>(null);
  const [space, setSpace] = useState({ widthPx: 0, maxHeightPx: 0 });
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () =>
      setSpace({
        // Unmeasured (no layout, as in a test's DOM): a phone's width.
        widthPx: box.clientWidth || UNMEASURED_WIDTH_PX,
        maxHeightPx: Math.min(520, Math.round((window.innerHeight || 640) * 0.55)),
      });
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(box);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);
  return { ref, space };
}

/** A plain sofa, 200 cm wide from arm to arm (its outer box is exactly `sofa`). */
function Sofa({ layout }: { layout: WallLayout }) {
  const { sofa, pxPerCm } = layout;
  const cm = (value: number) => value * pxPerCm;
  const arm = cm(18);
  const seatTop = sofa.y + cm(42);
  const legs = cm(8);
  return (
    <g data-testid="wall-sofa" fill="#8a6f5a">
      <rect x={sofa.x + arm} y={sofa.y} width={sofa.width - 2 * arm} height={cm(50)} rx={cm(6)} />
      <rect
        x={sofa.x + arm}
        y={seatTop}
        width={sofa.width - 2 * arm}
        height={sofa.y + sofa.height - legs - seatTop}
        fill="#9c806a"
      />
      <rect
        x={sofa.x}
        y={sofa.y + cm(25)}
        width={arm}
        height={sofa.height - cm(25) - legs}
        rx={cm(5)}
      />
      <rect
        x={sofa.x + sofa.width - arm}
        y={sofa.y + cm(25)}
        width={arm}
        height={sofa.height - cm(25) - legs}
        rx={cm(5)}
      />
      <rect
        x={sofa.x + cm(6)}
        y={sofa.y + sofa.height - legs}
        width={cm(5)}
        height={legs}
        fill="#4a3b30"
      />
      <rect
        x={sofa.x + sofa.width - cm(11)}
        y={sofa.y + sofa.height - legs}
        width={cm(5)}
        height={legs}
        fill="#4a3b30"
      />
    </g>
  );
}

interface WallViewDialogProps {
  product: Product;
  size: ArtworkSize;
  onClose: () => void;
}

/**
 * 'View on a wall' (decision 0121): the painting to scale above a sofa 200 cm wide, drawn by
 * `wallLayout` into the width the dialog has, so a phone shows the whole wall. Loaded on the
 * first click only (decision 0112: the product page starts light).
 */
export function WallViewDialog({ product, size, onClose }: WallViewDialogProps) {
  const { ref, space } = useSpace();
  const layout = wallLayout(size, space);
  const { painting } = layout;
  const url = pictureUrl(product);
  const clipId = `wall-painting-${product.id}`;
  return (
    <Modal open title={ui.dialogTitle(size)} onClose={onClose}>
      <div ref={ref} className="w-full">
        {space.widthPx > 0 && (
          <svg
            role="img"
            aria-label={ui.picture(product.title, size)}
            width={layout.widthPx}
            height={layout.heightPx}
            viewBox={`0 0 ${layout.widthPx} ${layout.heightPx}`}
            className="mx-auto block"
          >
            <rect {...layout.wall} fill="#efe9e1" />
            <rect {...layout.floor} fill="#b89b7d" />
            <Sofa layout={layout} />
            <defs>
              <clipPath id={clipId}>
                <rect {...painting} />
              </clipPath>
            </defs>
            <rect
              x={painting.x + 2}
              y={painting.y + 3}
              width={painting.width}
              height={painting.height}
              fill="#000"
              opacity={0.15}
            />
            {/* The painting's own box (no stroke), which the browser test measures. */}
            <rect data-testid="wall-painting" {...painting} fill={product.bgColor} />
            {url && (
              <image
                href={url}
                {...painting}
                preserveAspectRatio="xMidYMid slice"
                clipPath={`url(#${clipId})`}
              />
            )}
            <rect
              {...painting}
              fill="none"
              stroke="#3b2f26"
              strokeWidth={Math.min(2, painting.width / 8)}
            />
          </svg>
        )}
      </div>
      <p className="mt-3 text-sm text-ink-soft">{ui.caption}</p>
    </Modal>
  );
}
