import { render } from '@testing-library/react';
import * as lucide from 'lucide-react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import * as icons from './icons';
import type { IconProps } from './icons';

const { createIcon, ...named } = icons;

/** lucide's elements of an icon as one path, as icons.tsx writes them. */
function lucidePath(svg: SVGSVGElement): string {
  return [...svg.children]
    .map((element) => {
      const n = (name: string) => Number(element.getAttribute(name));
      if (element.tagName === 'circle') {
        const [cx, cy, r] = [n('cx'), n('cy'), n('r')];
        return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0-${2 * r} 0`;
      }
      if (element.tagName === 'line') return `M${n('x1')} ${n('y1')}L${n('x2')} ${n('y2')}`;
      // A path's opening `m` is absolute; within one long path it must be written `M x y l ...`.
      return (element.getAttribute('d') ?? '').replace(
        /^m\s*(-?\d*\.?\d+)[\s,]*(-?\d*\.?\d+)\s*(.*)$/,
        (_, x: string, y: string, rest: string) => `M${x} ${y}${rest ? `l${rest}` : ''}`,
      );
    })
    .join('');
}

const svgOf = (Icon: ComponentType<IconProps>) =>
  render(<Icon />).container.querySelector('svg') as SVGSVGElement;

describe('icons', () => {
  it.each(Object.entries(named))('%s draws the shapes of lucide-react’s icon', (name, Icon) => {
    const theirs = (lucide as unknown as Record<string, ComponentType<IconProps>>)[name];
    if (!theirs) throw new Error(`lucide-react has no icon ${name}`);
    const ours = svgOf(Icon);
    expect(ours.querySelectorAll('path')).toHaveLength(1);
    expect(ours.querySelector('path')?.getAttribute('d')).toBe(lucidePath(svgOf(theirs)));
  });

  it('draws in lucide’s look, hidden from screen readers, sized and styled by its props', () => {
    const svg = render(<icons.Menu size={22} className="h-4 w-4" />).container.querySelector('svg');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('width', '22');
    expect(svg).toHaveAttribute('height', '22');
    expect(svg).toHaveAttribute('fill', 'none');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveAttribute('stroke-width', '2');
    expect(svg).toHaveAttribute('stroke-linecap', 'round');
    expect(svg).toHaveAttribute('stroke-linejoin', 'round');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveClass('h-4', 'w-4');
    expect(svgOf(createIcon('M5 12h14'))).toHaveAttribute('width', '24');
  });

  it('is left to screen readers when given a name (a verified review’s badge), as in lucide-react', () => {
    const named = (Icon: ComponentType<IconProps>) =>
      render(<Icon aria-label="Verified review" />).container.querySelector('svg');
    for (const svg of [named(icons.BadgeCheck), named(lucide.BadgeCheck)]) {
      expect(svg).toHaveAttribute('aria-label', 'Verified review');
      expect(svg).not.toHaveAttribute('aria-hidden');
    }
  });
});
