import { expect, expectCleanConsole, presetStorage, test } from '../../fixtures/accounts';
import { signedInMember } from '../../fixtures/games';
import { openCentrePage } from '../rewards/member-helpers';

test.beforeEach(async ({ page }) => {
  // Registration and the password login wait on a deliberately slow hash (argon2id).
  test.slow();
  await presetStorage(page, { lang: 'EN' });
});

test('a member fills an empty profile field, sees it locked once saved, and picks an avatar the header shows', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  const member = await signedInMember(page, request);
  const centre = await openCentrePage(page, member.username, 'My profile');

  // An empty field is open; once saved it is read-only with the reason.
  await centre.getByLabel('Telegram', { exact: true }).fill('@lucky_star');
  await centre.getByRole('button', { name: 'Save', exact: true }).click();
  const telegram = centre.getByTestId('locked-telegram');
  await expect(telegram).toContainText('@lucky_star');
  await expect(telegram).toContainText('Saved; contact support to change it');
  await expect(centre.getByLabel('Telegram', { exact: true })).toHaveCount(0);

  // The avatar grid marks the current avatar; another one, saved, shows in the header.
  const avatars = centre.getByRole('radiogroup', { name: 'Choose your avatar' });
  await expect(avatars.getByRole('radio', { name: 'Avatar 1', exact: true })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await avatars.getByRole('radio', { name: 'Avatar 5', exact: true }).click();
  await centre.getByRole('button', { name: 'Save avatar' }).click();
  await expect(centre.getByText('Your avatar is saved.')).toBeVisible();
  await expect(avatars.getByRole('radio', { name: 'Avatar 5', exact: true })).toContainText(
    'Current',
  );
  // The header, back in view once the centre closes, shows the new one.
  await centre.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('banner').locator('img[src*="avatar-05.svg"]')).toHaveCount(1);

  expectCleanConsole(consoleErrors, failedCalls);
});
