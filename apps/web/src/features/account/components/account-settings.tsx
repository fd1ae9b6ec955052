import { authMessages, type User } from '@artshop/shared';
import { useState } from 'react';
import { Link } from '../../../lib/router';
import { orNA } from '../lib/display';
import { ChangePasswordForm } from './change-password-form';
import { ProfileForm, SHOP_COUNTRY } from './profile-form';
import { Button } from '../../../components/ui/button';

/**
 * Account Settings: the profile in view mode, then edit mode; and the change-password form, which
 * an admin is not offered: their password changes in the back-office, with the second factor
 * (decision 0086).
 */
export function AccountSettings({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const { address } = user;
  const rows = [
    ['Full Name', user.name],
    ['Phone', user.phone],
    ['Street', address.street],
    ['City', address.city],
    ['State', address.state],
    ['Zip', address.zip],
    ['Country', SHOP_COUNTRY],
  ] as const;

  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-semibold text-clay-900">Account Settings</h2>
      <section className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
        <div className="mb-4 flex items-center justify-between gap-3">
          <h3 className="text-lg font-semibold text-clay-900">Profile</h3>
          {!editing && (
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              Edit Profile
            </Button>
          )}
        </div>
        {editing ? (
          <ProfileForm user={user} onDone={() => setEditing(false)} />
        ) : (
          <dl className="grid gap-3 sm:grid-cols-2">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm text-ink-soft">{label}</dt>
                <dd className="font-medium break-words text-ink">{orNA(value)}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <section className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
        {user.role === 'admin' ? <AdminPasswordElsewhere /> : <ChangePasswordForm />}
      </section>
    </div>
  );
}

function AdminPasswordElsewhere() {
  return (
    <>
      <h3 className="text-lg font-semibold text-clay-900">Change Password</h3>
      <p className="mt-2 text-ink">{authMessages.adminPasswordElsewhere}</p>
      <Link
        to="/admin/security"
        className="mt-3 inline-block font-medium text-clay-700 underline decoration-clay-300 underline-offset-2 hover:text-clay-900"
      >
        {authMessages.adminPasswordLink}
      </Link>
    </>
  );
}
