import {
  asIp,
  expect,
  expectCleanConsole,
  PASSWORD_HASH_TIMEOUT,
  presetStorage,
  registerByApi,
  test,
  uniqueIp,
} from '../../fixtures/accounts';
import { E2E_CAPTCHA } from '../../fixtures/servers';

test.beforeEach(async ({ page }) => {
  // Every registration and password login waits on a deliberately slow hash (argon2id).
  test.slow();
  await presetStorage(page, { lang: 'EN' });
});

test('after a failed login the captcha is asked for; a wrong answer is refused, the right one lets the member in', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  const ip = uniqueIp();
  const member = await registerByApi(request, { ip });
  await asIp(page.context(), ip);
  let imagesIssued = 0;
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/wps/captcha' && response.ok()) imagesIssued += 1;
  });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  const password = dialog.getByLabel('Password', { exact: true });
  const captchaImage = dialog.getByRole('button', { name: 'Load a new captcha image' });
  await expect(captchaImage).toHaveCount(0);

  await dialog.getByRole('textbox', { name: 'Username' }).fill(member.username);
  await password.fill('Wrong1234');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  // The password is checked against its argon2id hash.
  await expect(dialog.getByRole('alert')).toHaveText('Wrong account or password.', {
    timeout: PASSWORD_HASH_TIMEOUT,
  });
  await expect(captchaImage).toBeVisible();
  // The image is the button's content; its name says what a click does.
  await expect(captchaImage.locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect.poll(() => imagesIssued, { message: 'one captcha image issued' }).toBe(1);

  // The right password with a wrong captcha answer is refused for the captcha, and the used-up
  // image is replaced by a new one.
  await password.fill(member.password);
  await dialog.getByRole('textbox', { name: 'Captcha' }).fill('1357');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'The captcha is wrong or has expired. Please try the new one.',
  );
  await expect
    .poll(() => imagesIssued, { message: 'a new captcha image replaces the used-up one' })
    .toBe(2);
  await expect(page.getByRole('banner').getByText(member.username, { exact: true })).toBeHidden();

  await dialog.getByRole('textbox', { name: 'Captcha' }).fill(E2E_CAPTCHA);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden({ timeout: PASSWORD_HASH_TIMEOUT });
  await expect(page.getByRole('banner').getByText(member.username, { exact: true })).toBeVisible();

  expectCleanConsole(consoleErrors, failedCalls, [
    { status: 401, path: '/wps/session/login' },
    { status: 400, path: '/wps/session/login' },
  ]);
});
