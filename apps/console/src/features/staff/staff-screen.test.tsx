import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StaffAccount } from '@portal/shared/schemas/operator';
import { renderConsole } from '../../../test/render';

const account = (
  id: number,
  username: string,
  patch: Partial<StaffAccount> = {},
): StaffAccount => ({
  id,
  username,
  displayName: `${username} name`,
  role: 'viewer',
  status: 'active',
  lastLoginAt: '2026-11-28T02:00:00.000Z',
  lastLoginIp: '203.0.113.9',
  factorEnrolledAt: '2026-11-01T02:00:00.000Z',
  createdAt: '2026-10-01T02:00:00.000Z',
  updatedAt: '2026-10-01T02:00:00.000Z',
  ...patch,
});

// The signed-in admin of renderConsole is staff 1, admin01.
const rows = [
  account(1, 'admin01', { role: 'admin' }),
  account(2, 'desk02', { role: 'finance' }),
  account(3, 'fresh03', { role: 'content', factorEnrolledAt: null, lastLoginAt: null }),
  account(4, 'gone04', { status: 'disabled' }),
];
const page = { list: rows, page: 1, pageSize: 25, total: rows.length };

const rowOf = (username: string) => screen.getByText(username).closest('tr')!;

/** Opens a staff member's manage dialog and picks one of its actions. */
async function act(username: string, action: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Manage ${username}` }));
  const manage = await screen.findByRole('dialog', { name: `Staff member ${username}` });
  await userEvent.click(within(manage).getByRole('button', { name: action }));
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: `Staff member ${username}` })).toBeNull(),
  );
  return screen.findByRole('dialog');
}

describe('staff management', () => {
  it('lists staff with role, status, last sign-in and second factor, from the URL state', async () => {
    const { calls } = await renderConsole('/staff?role=content&q=fr', {
      routes: { 'GET /staff': page },
    });
    expect(await screen.findByText('desk02')).toBeTruthy();
    expect(calls.find((c) => c.path === '/staff')?.query).toEqual({
      page: '1',
      pageSize: '25',
      sort: 'username',
      q: 'fr',
      role: 'content',
    });
    const fresh = rowOf('fresh03');
    expect(within(fresh).getByText('Not set up')).toBeTruthy();
    expect(within(fresh).getByText('Never')).toBeTruthy();
    expect(within(rowOf('desk02')).getByTitle('Set up 2026-11-01 10:00:00').textContent).toBe(
      '2026-11-01',
    );
    expect(within(rowOf('desk02')).getByText('203.0.113.9')).toBeTruthy();
    expect(within(rowOf('desk02')).getByRole('button', { name: 'Manage desk02' })).toBeTruthy();
    expect(within(rowOf('gone04')).getByText('Disabled')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it('is not offered to other roles, and refused by its address', async () => {
    await renderConsole('/staff', { role: 'finance', routes: { 'GET /staff': page } });
    expect(await screen.findByText('Your role cannot open this page')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Staff' })).toBeNull();
  });

  it('shows the menu entry to an admin', async () => {
    await renderConsole('/', { routes: { 'GET /staff': page } });
    expect(await screen.findByRole('link', { name: 'Staff' })).toBeTruthy();
  });

  it('does not offer an admin to disable themselves or change their own role', async () => {
    await renderConsole('/staff', { routes: { 'GET /staff': page } });
    // A row opens with a click too.
    await userEvent.click(await screen.findByText('desk02'));
    const other = await screen.findByRole('dialog', { name: 'Staff member desk02' });
    expect(within(other).getByRole('button', { name: 'Disable' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await screen.findByRole('button', { name: 'Manage admin01' }));
    const own = await screen.findByRole('dialog', { name: 'Staff member admin01' });
    expect(within(own).queryByRole('button', { name: 'Disable' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    const dialog = await act('admin01', 'Edit name and role');
    expect(within(dialog).getByText('You cannot change your own role.')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Role')).toBeNull();
  });

  it('creates a staff member with the shared rules, and shows a refusal of the server', async () => {
    let tries = 0;
    const { calls } = await renderConsole('/staff', {
      routes: {
        'GET /staff': page,
        'POST /staff': () =>
          (tries += 1) === 1
            ? { error: { status: 409, errorCode: 'USERNAME_TAKEN', message: 'Username taken.' } }
            : account(9, 'content09', { role: 'content', factorEnrolledAt: null }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New staff member' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Username'), '9bad');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'short');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText(
        'Use 3–32 letters, digits, dots, dashes or underscores, starting with a letter.',
      ),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/staff')).toBe(false);

    const username = within(dialog).getByLabelText('Username');
    await userEvent.clear(username);
    await userEvent.type(username, 'content09');
    await userEvent.type(within(dialog).getByLabelText('Display name'), 'Content Nine');
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'content');
    const password = within(dialog).getByLabelText('Password');
    await userEvent.clear(password);
    await userEvent.type(password, 'Console2024x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Username taken.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/staff').at(-1)?.body).toEqual({
      username: 'content09',
      displayName: 'Content Nine',
      role: 'content',
      password: 'Console2024x',
    });
  });

  it('changes a role, sending only what changed', async () => {
    const { calls } = await renderConsole('/staff', {
      routes: { 'GET /staff': page, 'PUT /staff/:id': account(2, 'desk02', { role: 'risk' }) },
    });
    const dialog = await act('desk02', 'Edit name and role');
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'risk');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = calls.find((c) => c.method === 'PUT');
    expect(put).toMatchObject({ path: '/staff/2', body: { role: 'risk' } });
  });

  it('resets a second factor after a confirmation', async () => {
    const { calls } = await renderConsole('/staff', {
      routes: {
        'GET /staff': page,
        'POST /staff/:id/factor/reset': account(2, 'desk02', { factorEnrolledAt: null }),
      },
    });
    // Nothing to reset for a staff member who never set one up.
    await userEvent.click(await screen.findByRole('button', { name: 'Manage fresh03' }));
    const fresh = await screen.findByRole('dialog', { name: 'Staff member fresh03' });
    expect(within(fresh).queryByRole('button', { name: 'Reset second factor' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    const dialog = await act('desk02', 'Reset second factor');
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(within(dialog).getByText('Reset the second factor of desk02?')).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('/factor/reset'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset second factor' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path === '/staff/2/factor/reset')?.method).toBe('POST');
    expect(await screen.findByText('Second factor reset')).toBeTruthy();
  });

  it('disables and enables staff, and shows a refusal in the dialog', async () => {
    const { calls } = await renderConsole('/staff', {
      routes: {
        'GET /staff': page,
        'PUT /staff/2': {
          error: { status: 403, errorCode: 'OPERATION_NOT_ALLOWED', message: 'Not allowed.' },
        },
        'PUT /staff/4': account(4, 'gone04'),
      },
    });
    let dialog = await act('desk02', 'Disable');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await within(dialog).findByText('Not allowed.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    dialog = await act('gone04', 'Enable');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body])).toEqual([
      ['/staff/2', { status: 'disabled' }],
      ['/staff/4', { status: 'active' }],
    ]);
  });

  it('sets a new password that follows the staff password rule', async () => {
    const { calls } = await renderConsole('/staff', {
      routes: { 'GET /staff': page, 'POST /staff/:id/password': null },
    });
    const dialog = await act('desk02', 'Set a new password');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'NewDesk2026x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path === '/staff/2/password')?.body).toEqual({
      password: 'NewDesk2026x',
    });
  });
});
