import { expect, test } from '../../fixtures/test';
import { SEEDED_ADMIN, operatorGet, operatorLogin, operatorPost } from '../../fixtures/operator';

test('the seeded finance operator logs in and reads their own session', async ({ request }) => {
  const finance = await operatorLogin(request);
  expect(finance.role).toBe('finance');
  const me = await operatorGet<{ username: string; role: string }>('session/me', {
    request,
    operator: finance,
  });
  expect(me).toMatchObject({ status: 200, success: true, value: { username: 'finance01' } });
});

test('the finance operator may not manage staff; the seeded admin may', async () => {
  const refused = await operatorGet('staff');
  expect(refused).toMatchObject({ status: 403, success: false, errorCode: 'STAFF_FORBIDDEN' });
  const admin = await operatorLogin(undefined, SEEDED_ADMIN);
  const listed = await operatorGet<{ list: { username: string }[] }>('staff?pageSize=100', {
    operator: admin,
  });
  expect(listed.value.list.map((s) => s.username)).toEqual(
    expect.arrayContaining(['operator01', 'finance01']),
  );
});

test('an operator call without a staff session is refused', async ({ request }) => {
  const answer = await request.post('/wps/operator/session/logout');
  expect(answer.status()).toBe(401);
  expect(await answer.json()).toMatchObject({ errorCode: 'STAFF_NOT_LOGGED_IN' });
  // The helper's own session still works afterwards.
  expect(
    (await operatorPost('session/logout', undefined, { operator: await operatorLogin(request) }))
      .success,
  ).toBe(true);
});
