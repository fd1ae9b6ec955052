import { certificateUi } from '@artshop/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeOrder, orderItem } from '../../../test/orders';
import { renderWithApp } from '../../../test/render';
import { MyOrderCard } from './my-order-card';

// A paid painting's certificate of authenticity in My Orders (decision 0119): its PDF to download
// and its public page, on the item it certifies; an item without one shows neither.

const ID = '00000000-0000-4000-8000-00000000ce71';
const NUMBER = 'COA-7K3QX9M2PA';

describe('a certificate of authenticity in My Orders', () => {
  it("links the item's certificate PDF and its verify page, and nothing for an item without one", async () => {
    renderWithApp(
      <ul>
        <MyOrderCard
          order={makeOrder({
            id: ID,
            number: 'AS-1300',
            status: 'success',
            orderItems: [
              orderItem({
                title: 'Backwaters at dawn',
                type: 'painting',
                certificate: { number: NUMBER, verifyUrl: `/verify/${NUMBER}` },
              }),
              orderItem({ title: 'Plain pebble', certificate: null }),
            ],
          })}
        />
      </ul>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: /Order AS-1300/ }));

    const download = screen.getByRole('link', {
      name: certificateUi.downloadFor('Backwaters at dawn'),
    });
    expect(download).toHaveTextContent(certificateUi.download);
    expect(download).toHaveAttribute('href', `/api/order/${ID}/certificate?number=${NUMBER}`);
    expect(download).toHaveAttribute('download');
    expect(
      screen.getByRole('link', { name: certificateUi.verifyOnlineFor('Backwaters at dawn') }),
    ).toHaveAttribute('href', `/verify/${NUMBER}`);
    expect(screen.getAllByRole('link', { name: /Download certificate/ })).toHaveLength(1);
  });
});
