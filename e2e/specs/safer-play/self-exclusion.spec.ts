import {
  asIp,
  expect,
  expectCleanConsole,
  logInWithPassword,
  PASSWORD_HASH_TIMEOUT,
  presetStorage,
  submitLogin,
  test,
  uniqueIp,
} from '../../fixtures/accounts';
import { memberReadyToWithdraw, PAYEE_NAME, PAYMENT_PASSWORD } from '../../fixtures/withdrawals';

test.beforeEach(async ({ page }) => {
  // Registration, logins and the payment password wait on a deliberately slow hash (argon2id).
  test.slow();
  await presetStorage(page, { lang: 'EN' });
});

test('a member excludes themselves for 6 months, is logged out, cannot log in or deposit, but logs in to withdraw and sends a withdrawal', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  const ip = uniqueIp();
  const member = await memberReadyToWithdraw(request, ip, { credit: '100' });
  await asIp(page.context(), ip);
  await page.goto('/');
  await logInWithPassword(page, member.username, member.password);

  // Take a break: self-exclusion for 6 months, confirmed with the login password.
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: member.username }).first().click();
  await header.getByRole('button', { name: 'My account' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await centre.getByRole('button', { name: 'Take a break', exact: true }).click();
  await expect(centre.getByText(/Withdrawals go on/)).toBeVisible();
  await centre.getByRole('radio', { name: '6 months' }).check();
  await centre.getByRole('button', { name: 'Continue' }).click();
  await centre.getByLabel('Login password').fill(member.password);
  await centre.getByRole('button', { name: 'Start my break' }).click();
  const started = page.getByRole('dialog', { name: 'Your break has started' });
  await expect(started).toContainText(
    /Your self-exclusion runs until .+ You have been logged out\./,
    {
      timeout: PASSWORD_HASH_TIMEOUT,
    },
  );
  await started.getByRole('button', { name: 'OK' }).click();
  await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();

  // Login shows the break and its end, and nothing else but the way to withdraw.
  await header.getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await submitLogin(login, member.username, member.password);
  const state = login.getByTestId('break-login');
  await expect(state).toContainText('You are taking a break', { timeout: PASSWORD_HASH_TIMEOUT });
  await expect(state).toContainText(/Your self-exclusion ends on /);
  await expect(state).toContainText('Your balance: RM 100.00');

  // Withdraw my balance: a session that can only withdraw, on the withdrawal page.
  await state.getByRole('button', { name: 'Withdraw my balance' }).click();
  await expect(centre.getByRole('heading', { name: 'Withdrawal history' })).toBeVisible({
    timeout: PASSWORD_HASH_TIMEOUT,
  });
  await expect(centre.getByRole('button', { name: 'Withdrawal', exact: true })).toBeVisible();
  await expect(centre.getByRole('button', { name: 'Take a break', exact: true })).toBeHidden();

  // That session cannot deposit: the server refuses it whatever the page shows.
  const token = await page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('session') ?? '{}') as { token?: string }).token,
  );
  const deposit = await request.post('/wps/member/deposit', {
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': ip },
    data: { channelCode: 'BANK', amount: 50, payerName: PAYEE_NAME },
  });
  expect(deposit.status()).toBe(403);
  expect(await deposit.json()).toMatchObject({ success: false, errorCode: 'PLAY_BREAK_ACTIVE' });

  // The withdrawal goes through.
  await centre.getByLabel('Amount', { exact: true }).fill('100');
  await centre.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await centre.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const notice = centre.getByText(/^Withdrawal W\d+ requested/);
  await expect(notice).toBeVisible({ timeout: PASSWORD_HASH_TIMEOUT });
  const orderNo = /W\d+/.exec((await notice.textContent()) ?? '')![0];
  const row = centre.getByTestId('withdrawal-order').filter({ hasText: orderNo });
  await expect(row.getByTestId('withdrawal-status')).toHaveText('Awaiting review');

  expectCleanConsole(consoleErrors, failedCalls, [{ status: 403, path: '/wps/session/login' }]);
});
