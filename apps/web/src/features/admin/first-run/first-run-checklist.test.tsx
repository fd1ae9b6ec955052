import { firstRunMessages as m, type FirstRunItem, type FirstRunResponse } from '@artshop/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sentRequests, stubApi } from '../../../test/fetch-stub';
import { renderWithApp } from '../../../test/render';
import { FirstRunChecklist } from './first-run-checklist';

const FIRST_RUN = 'GET /api/admin/first-run';

const item = (id: FirstRunItem['id'], done: boolean, href: string | null = null): FirstRunItem => ({
  id,
  title: `Title of ${id}`,
  done,
  detail: `Detail of ${id}`,
  href,
});

const answer = (items: FirstRunItem[]): { body: FirstRunResponse } => ({
  body: { items, done: items.every((i) => i.done) },
});

const renderChecklist = () =>
  renderWithApp(<FirstRunChecklist />, { route: '/admin/dashboard', path: '/admin/dashboard' });

describe('FirstRunChecklist (decision 0086)', () => {
  it('lists each point, done or to do, linking those done in the back-office', async () => {
    stubApi({
      [FIRST_RUN]: answer([
        item('password', false, '/admin/security'),
        item('seller', true, '/admin/invoices'),
        item('publicUrl', false),
      ]),
    });
    renderChecklist();
    const list = within(await screen.findByRole('region', { name: m.heading }));
    expect(list.getByText(m.progress(1, 3))).toBeInTheDocument();
    expect(list.getByRole('link', { name: /Title of password/ })).toHaveAttribute(
      'href',
      '/admin/security',
    );
    // Done: no need to go there; set in the environment: nowhere to link.
    expect(list.queryByRole('link', { name: /Title of seller/ })).not.toBeInTheDocument();
    expect(list.getByText('Title of seller')).toHaveTextContent(`: ${m.doneLabel}`);
    expect(list.getByText('Title of publicUrl')).toHaveTextContent(`: ${m.todoLabel}`);
    expect(list.getByText('Detail of publicUrl')).toBeInTheDocument();
  });

  it('shows nothing once every point is done', async () => {
    const fetchMock = stubApi({ [FIRST_RUN]: answer([item('seller', true)]) });
    renderChecklist();
    await vi.waitFor(() => expect(sentRequests(fetchMock)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: m.heading })).not.toBeInTheDocument();
  });

  it('removes the demo catalogue after confirmation and asks for the list again', async () => {
    let removed = false;
    const fetchMock = stubApi({
      [FIRST_RUN]: () => answer([item('demo', removed), item('mail', false, '/admin/mail')]),
      'DELETE /api/admin/demo-catalogue': () => {
        removed = true;
        return {
          body: {
            message: m.demo.removed(32),
            removed: { products: 32, reviews: 40, websiteReviews: 6, orders: 0 },
          },
        };
      },
    });
    const user = userEvent.setup();
    renderChecklist();
    await user.click(await screen.findByRole('button', { name: m.demo.button }));
    const dialog = within(screen.getByRole('dialog', { name: m.demo.confirmTitle }));
    expect(dialog.getByText(m.demo.confirm)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: m.demo.button }));

    expect(await screen.findByText(m.demo.removed(32))).toBeInTheDocument();
    expect(await screen.findByText(m.progress(1, 2))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.demo.button })).not.toBeInTheDocument();
    const deletes = sentRequests(fetchMock).filter((request) => request.method === 'DELETE');
    expect(deletes).toHaveLength(1);
  });
});
