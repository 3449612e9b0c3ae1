import type { APIRequestContext, Page } from '@playwright/test';
import {
  asIp,
  expect,
  expectCleanConsole,
  logInWithPassword,
  presetStorage,
  registerByApi,
  sessionHeaders,
  test,
  uniqueIp,
  type NewMember,
} from '../../fixtures/accounts';
import { operatorPostOk } from '../../fixtures/operator';

test.beforeEach(async ({ page }) => {
  // Registration and the password login wait on a deliberately slow hash (argon2id).
  test.slow();
  await presetStorage(page, { lang: 'EN' });
});

/**
 * A bank transfer of `amount` made by the member and confirmed by the finance operator: the
 * member's "deposit received" notice. Returns the order number.
 */
async function confirmedDeposit(
  request: APIRequestContext,
  member: NewMember,
  amount: number,
): Promise<string> {
  const response = await request.post('/wps/member/deposit', {
    headers: await sessionHeaders(request, member, member.ip),
    data: {
      channelCode: 'local-bank',
      amount,
      payerName: 'Siti Aminah',
      reference: `messages-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
    },
  });
  const answer = await response.json();
  expect(answer, 'the deposit order').toMatchObject({ success: true });
  const orderNo: string = answer.value.orderNo;
  await operatorPostOk(`deposits/${orderNo}/confirm`);
  return orderNo;
}

/** The header's mail button, whatever its count says. */
const mailButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Messages/ });

test('a member reads and deletes the notice of a confirmed deposit; the mail count follows', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  const ip = uniqueIp();
  const member = await registerByApi(request, { ip });
  const orderNo = await confirmedDeposit(request, member, 250);

  await asIp(page.context(), ip);
  await page.goto('/');
  await logInWithPassword(page, member.username, member.password);

  // The header shows one unread message; the mail icon opens the message centre.
  await expect(mailButton(page)).toHaveAccessibleName('Messages (1 unread)');
  await expect(mailButton(page)).toHaveText('1');
  await mailButton(page).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre.getByRole('heading', { name: 'Platform messages' })).toBeVisible();
  await expect(centre.getByTestId('badge-messageV2')).toHaveText('1');

  const notice = centre.getByTestId('notice').filter({ hasText: 'Deposit received' });
  await expect(notice).toHaveCount(1);
  await expect(notice.getByText('Unread')).toBeAttached();

  // Opening it shows the content and marks it read: the badge and the count go.
  await notice.getByRole('button', { name: /^Deposit received/ }).click();
  const content = notice.getByTestId('notice-content');
  await expect(content).toContainText(orderNo);
  // Money and the moment as every page writes them: "RM 250.00", "28 Nov 2026, 14:03".
  await expect(content).toContainText('RM 250.00');
  await expect(content).not.toContainText('MYR');
  await expect(content).toContainText(/\d{4}, \d{2}:\d{2}/);
  await expect(notice.getByText('Unread')).toHaveCount(0);
  await expect(centre.getByTestId('notices-unread')).toHaveText('All messages read');
  await expect(centre.getByTestId('badge-messageV2')).toHaveCount(0);
  await expect(centre.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

  // Deleting asks first, then the message leaves the list.
  await notice.getByRole('button', { name: 'Delete message: Deposit received' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this message?' });
  await expect(confirm).toContainText('Deposit received');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(centre.getByTestId('notice')).toHaveCount(0);
  await expect(centre.getByText('No messages')).toBeVisible();

  // Closed, the centre gives the header back: the mail icon has no count.
  await centre.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(centre).toBeHidden();
  await expect(mailButton(page)).toHaveAccessibleName('Messages');
  await expect(mailButton(page)).toHaveText('');

  expectCleanConsole(consoleErrors, failedCalls);
});
