import {
  searchPath,
  searchUi,
  type SearchFacets as Facets,
  type SearchParams,
} from '@artshop/shared';
import { Link } from '../../../lib/router';

interface FacetOption {
  label: string;
  count: number;
  selected: boolean;
  /** The search with this value chosen, or without it when it is the chosen one. */
  to: string;
}

const optionClass = 'block rounded-lg px-2 py-1.5 text-sm hover:bg-clay-50';

function FacetGroup({ heading, options }: { heading: string; options: FacetOption[] }) {
  return (
    <fieldset className="border-b border-stone-200 pb-4 last:border-0">
      <legend className="mb-2 text-xs font-semibold tracking-wider text-ink-soft uppercase">
        {heading}
      </legend>
      <ul className="flex flex-col gap-0.5">
        {options.map((option) => (
          <li key={option.label}>
            {option.count === 0 && !option.selected ? (
              <span className={`${optionClass} text-stone-500`} aria-disabled="true">
                {searchUi.withCount(option.label, option.count)}
              </span>
            ) : (
              // The count in the link's own text: what is seen is what a screen reader says.
              <Link
                to={option.to}
                aria-current={option.selected ? 'true' : undefined}
                className={`${optionClass} ${option.selected ? 'bg-clay-100 font-semibold text-clay-900' : 'text-ink'}`}
              >
                {searchUi.withCount(option.label, option.count)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * The search's facets (decision 0107) as links: each value with its count under the other
 * filters; a chosen value links to the search without it. Links work before the page's code has
 * loaded, and the address holds the whole search.
 */
export function SearchFacets({ params, facets }: { params: SearchParams; facets: Facets }) {
  const toggle = (next: Partial<SearchParams>, selected: boolean) => {
    const cleared = Object.fromEntries(Object.keys(next).map((key) => [key, '']));
    return searchPath({ ...params, ...(selected ? cleared : next) });
  };
  const type = facets.type.map(({ value, count }) => {
    const selected = params.type === value;
    return {
      label: searchUi.typeNames[value],
      count,
      selected,
      to: toggle({ type: value }, selected),
    };
  });
  const price = facets.price.map(({ min, max, count }) => {
    const band = { minPrice: String(min), maxPrice: max === null ? '' : String(max) };
    const selected = params.minPrice === band.minPrice && params.maxPrice === band.maxPrice;
    return { label: searchUi.priceBand(min, max), count, selected, to: toggle(band, selected) };
  });
  const availability = facets.availability.map(({ value, count }) => {
    const selected = params.availability === value;
    return {
      label: searchUi.availabilityNames[value],
      count,
      selected,
      to: toggle({ availability: value }, selected),
    };
  });
  const orientation = facets.orientation.map(({ value, count }) => {
    const selected = params.orientation === value;
    return {
      label: searchUi.orientationNames[value],
      count,
      selected,
      to: toggle({ orientation: value }, selected),
    };
  });
  return (
    <div className="flex flex-col gap-4">
      <FacetGroup heading={searchUi.facetHeadings.type} options={type} />
      <FacetGroup heading={searchUi.facetHeadings.price} options={price} />
      <FacetGroup heading={searchUi.facetHeadings.availability} options={availability} />
      <FacetGroup heading={searchUi.facetHeadings.orientation} options={orientation} />
      <p className="text-xs text-ink-soft">{searchUi.priceOnRequestNote}</p>
    </div>
  );
}
