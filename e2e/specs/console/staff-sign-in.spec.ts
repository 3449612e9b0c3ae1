import { expect, test } from '../../fixtures/test';
import { CONSOLE, signInThroughScreen, signInToConsole } from '../../fixtures/console';
import {
  candidateCodes,
  createEnrolledStaff,
  staffCode,
  untilNextStep,
} from '../../fixtures/operator';
import { PASSWORD_HASH_TIMEOUT } from '../../fixtures/test';

const PASSWORD = 'Console2024x';

test.describe('staff sign-in with the second factor', () => {
  test('an admin creates a content editor, who enrols an authenticator at the first sign-in', async ({
    page,
    browser,
  }) => {
    // Two password hashes, an enrolment and a second desk: more than a usual journey's time.
    test.slow();
    const username = `content${Date.now().toString(36)}`;
    await signInToConsole(page, undefined, 'staff');
    await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'New staff member' }).click();
    const form = page.getByRole('dialog', { name: 'New staff member' });
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Display name').fill('Content Editor');
    await form.getByLabel('Role').selectOption('content');
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(form).toBeHidden({ timeout: PASSWORD_HASH_TIMEOUT });
    const row = page.getByRole('row').filter({ hasText: username });
    await expect(row.getByText('Not set up')).toBeVisible();

    // The new editor, at another desk.
    const desk = await browser.newContext();
    const editor = await desk.newPage();
    await editor.goto(CONSOLE);
    await editor.getByLabel('Username').fill(username);
    await editor.getByLabel('Password').fill(PASSWORD);
    await editor.getByRole('button', { name: 'Sign in' }).click();
    await expect(editor.getByRole('heading', { name: 'Set up your second factor' })).toBeVisible({
      timeout: PASSWORD_HASH_TIMEOUT,
    });
    await expect(
      editor.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    // Typed into the app by hand, as the screen shows it.
    const key = (await editor.getByLabel('Setup key').textContent())!.replace(/\s+/g, '');
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    await editor.getByLabel('Authenticator code').fill(staffCode(key));
    await editor.getByRole('button', { name: 'Turn on' }).click();

    await expect(editor.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
    await expect(
      editor.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
    ).toHaveCount(10);
    const download = editor.waitForEvent('download');
    await editor.getByRole('button', { name: 'Download .txt' }).click();
    expect((await download).suggestedFilename()).toBe(
      `portal-console-recovery-codes-${username}.txt`,
    );
    const next = editor.getByRole('button', { name: 'Continue' });
    await expect(next).toBeDisabled();
    await editor.getByLabel('I have saved these codes').check();
    await next.click();

    // The dashboard route, with the editor's own menu: content, no cashier.
    await expect(editor.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(editor).toHaveURL(new RegExp(`${CONSOLE}?$`));
    await expect(editor.getByRole('link', { name: 'Content Editor' })).toBeVisible();
    await expect(editor.getByRole('link', { name: 'Staff' })).toHaveCount(0);
    await desk.close();

    await page.reload();
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: username })
        .getByTitle(/^Set up \d{4}-\d{2}-\d{2}/),
    ).toBeVisible();
  });

  test('a content user is refused a withdrawal action both on screen and by the API', async ({
    page,
    request,
  }) => {
    // A password hash and a sign-in with the second factor, as its neighbours.
    test.slow();
    const { credentials } = await createEnrolledStaff('content');
    await signInToConsole(page, credentials);
    // The menu holds only what the role may open (it may be empty of every other feature).
    const menu = page.getByRole('navigation', { name: 'Console sections' });
    await expect(menu).toBeAttached();
    await expect(menu.getByRole('link', { name: /withdrawal/i })).toHaveCount(0);
    await expect(menu.getByText('Cashier')).toHaveCount(0);

    // Typing the queue's address does not open it either (refused, or not there at all).
    await page.goto(`${CONSOLE}cashier/withdrawals`);
    await expect(
      page.getByText(/Your role cannot open this page|This page does not exist/),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /approve/i })).toHaveCount(0);

    // The server refuses the same person's token whatever the screen shows.
    const token = await page.evaluate(() => sessionStorage.getItem('console.session'));
    expect(token).toBeTruthy();
    const headers = { authorization: `Bearer ${token}` };
    const approve = await request.post('/wps/operator/withdrawals/W20990101000001/approve', {
      headers,
      data: {},
    });
    expect(approve.status()).toBe(403);
    expect(await approve.json()).toMatchObject({ errorCode: 'STAFF_FORBIDDEN' });
    const queue = await request.get('/wps/operator/withdrawals', { headers });
    expect(queue.status()).toBe(403);
  });

  test('an enrolled staff member signs in with the code and makes new recovery codes', async ({
    page,
  }) => {
    // Two password hashes, a sign-in and up to four code checks: more than a usual journey's time.
    test.slow();
    const { credentials } = await createEnrolledStaff('risk', { displayName: 'Risk Desk' });
    await signInThroughScreen(page, credentials);
    await page.getByRole('link', { name: 'Risk Desk' }).click();
    await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
    await expect(page.getByText('Read the audit log')).toBeVisible();
    await expect(page.getByText('Publish portal content')).toHaveCount(0);

    await page.getByRole('button', { name: 'Make new recovery codes' }).click();
    const dialog = page.getByRole('dialog');
    // A wrong code first: the server's answer shows in the dialog.
    await dialog.getByLabel('Authenticator code').fill('000000');
    await dialog.getByRole('button', { name: 'Make new codes' }).click();
    await expect(dialog.getByRole('alert')).toContainText('not correct');
    // Enrolment and sign-in used one time step each: a code of a step still unused works. A
    // step crossed between typing and checking (a loaded machine) makes the oldest code too old,
    // so after the three acceptable steps the clock brings a new one.
    const refusals: string[] = [];
    let made = false;
    for (let round = 0; round < 2 && !made; round += 1) {
      if (round > 0) await new Promise((resolve) => setTimeout(resolve, untilNextStep()));
      for (const code of candidateCodes(credentials.secret)) {
        await dialog.getByLabel('Authenticator code').fill(code);
        const [answer] = await Promise.all([
          page.waitForResponse((response) => response.url().endsWith('/session/recovery-codes')),
          dialog.getByRole('button', { name: 'Make new codes' }).click(),
        ]);
        const { success, errorCode } = await answer.json();
        made = success === true;
        if (made) break;
        refusals.push(errorCode);
        expect(['STAFF_CODE_USED', 'TOTP_INVALID'], `refused: ${refusals.join(', ')}`).toContain(
          errorCode,
        );
      }
    }
    expect(made, `refused: ${refusals.join(', ')}`).toBe(true);
    await expect(
      dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
    ).toHaveCount(10);
    await dialog.getByLabel('I have saved these codes').check();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText('10 of 10')).toBeVisible();
  });
});
