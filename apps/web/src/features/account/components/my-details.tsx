import type { User } from '@artshop/shared';
import { formatAccountDate, joinOrNA, orNA } from '../lib/display';
import { profileCompletion } from '../lib/profile-completion';

/** Read-only cards of the customer's details and the profile completion bar. */
export function MyDetails({ user }: { user: User }) {
  const percent = profileCompletion(user);
  const { address } = user;
  const cards = [
    { label: 'Full Name', value: orNA(user.name) },
    { label: 'Email', value: orNA(user.email) },
    { label: 'Phone', value: orNA(user.phone) },
    { label: 'Street', value: orNA(address.street) },
    { label: 'City and State', value: joinOrNA(address.city, address.state) },
    { label: 'PIN code and Country', value: joinOrNA(address.zip, address.country) },
    { label: 'Account Created', value: formatAccountDate(user.createdAt) },
  ];

  return (
    <div>
      <h2 className="text-2xl font-semibold text-clay-900">My Details</h2>
      <div className="mt-4 rounded-2xl bg-white p-4 shadow-sm">
        <div className="flex justify-between text-sm font-medium">
          <span id="profile-completion-label">Profile completion</span>
          <span>{percent}%</span>
        </div>
        <div
          role="progressbar"
          aria-labelledby="profile-completion-label"
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
          className="mt-2 h-2 overflow-hidden rounded-full bg-clay-100"
        >
          <div className="h-full rounded-full bg-clay-500" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        {cards.map(({ label, value }) => (
          <div key={label} className="rounded-2xl bg-white p-4 shadow-sm">
            <dt className="text-sm text-ink-soft">{label}</dt>
            <dd className="mt-1 font-medium break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
