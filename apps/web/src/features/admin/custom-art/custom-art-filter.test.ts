import type { CustomArt } from '@artshop/shared';
import { describe, expect, it } from 'vitest';
import { filterCustomArt } from './custom-art-filter';

const request = (id: string, firstName: string): CustomArt => ({
  id,
  firstName,
  lastName: 'Rao',
  email: `${firstName.toLowerCase()}@example.in`,
  phone: '9876543210',
  description: 'A wedding photo on a river stone',
  artUrl: null,
  status: 'pending',
  stage: 'requested',
  createdAt: '2026-11-20T06:30:00.000Z',
});

describe('filterCustomArt', () => {
  it('finds a request by the reference its sender was given, in any case (decision 0081)', () => {
    const asha = request('1a2b3c4d-5e6f-4a1b-8c9d-0e1f2a3b4c5d', 'Asha');
    const meera = request('9f8e7d6c-5e6f-4a1b-8c9d-0e1f2a3b4c5d', 'Meera');
    expect(filterCustomArt([asha, meera], 'all', 'CA-1A2B3C4D')).toEqual([asha]);
    expect(filterCustomArt([asha, meera], 'all', ' ca-9f8e7d6c ')).toEqual([meera]);
  });
});
