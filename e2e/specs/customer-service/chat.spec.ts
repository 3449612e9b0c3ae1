import {
  asIp,
  expect,
  FIRST_SCREEN_TIMEOUT,
  logInWithPassword,
  presetStorage,
  registerByApi,
  test,
  uniqueIp,
} from '../../fixtures/accounts';
import { signInToConsole } from '../../fixtures/console';
import {
  createEnrolledStaff,
  operatorLogin,
  operatorPostOk,
  SEEDED_ADMIN,
} from '../../fixtures/operator';

/** A live-chat entry whose address is the built-in chat opens the site's chat room (decision 060). */
const ENTRY_TITLE = `Chat room ${Date.now().toString(36)}`;

test('a member writes in the chat room, customer service answers from the console, the member sees it live', async ({
  page,
  browser,
  request,
}) => {
  // Two browsers, a staff sign-in with its second factor and a WebSocket on a loaded machine.
  test.slow();
  const admin = await operatorLogin(undefined, SEEDED_ADMIN);
  const entry = await operatorPostOk<{ id: number }>(
    'customer-service',
    {
      csType: 1,
      path: 'builtin:chat',
      icon: 'livechat',
      minVipRank: 0,
      enabled: true,
      translations: { EN: { title: ENTRY_TITLE } },
    },
    { operator: admin },
  );
  try {
    const cs = await createEnrolledStaff('cs');
    const ip = uniqueIp();
    const member = await registerByApi(request, { ip });

    // The member opens the chat room from the right bar and writes.
    await presetStorage(page, { lang: 'EN' });
    await asIp(page.context(), ip);
    await page.goto('/');
    await logInWithPassword(page, member.username, member.password);
    const bar = page.getByRole('complementary', { name: 'Customer service and app downloads' });
    const expand = bar.getByRole('button', { name: 'Show the side bar' });
    if (await expand.isVisible()) await expand.click();
    await bar.getByRole('button', { name: ENTRY_TITLE }).click();
    const chat = page.getByRole('dialog', { name: 'Chat with us' });
    await expect(chat).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
    const question = `Where is my deposit? (${Date.now().toString(36)})`;
    await chat.getByRole('textbox', { name: 'Your message' }).fill(question);
    await chat.getByRole('button', { name: 'Send' }).click();
    // In the conversation (the box may still hold the text until the send is answered).
    const conversation = chat.getByRole('list', { name: /^Conversation/ });
    await expect(conversation.getByText(question)).toBeVisible();

    // Customer service answers from the desk.
    const desk = await browser.newPage();
    await signInToConsole(desk, cs.credentials, 'chat');
    await desk
      .getByRole('list', { name: 'Open conversations' })
      .getByRole('button', { name: new RegExp(member.username) })
      .click();
    await expect(desk.getByRole('list', { name: 'Messages' }).getByText(question)).toBeVisible();
    const answer = 'Let me check that for you right away.';
    await desk.getByLabel('Reply').fill(answer);
    await desk.getByRole('button', { name: 'Send', exact: true }).click();

    // The member sees the answer without reloading, and their message is read.
    await expect(conversation.getByText(answer)).toBeVisible({ timeout: 10_000 });
    await expect(chat.getByText(/· Read/)).toBeVisible({ timeout: 10_000 });
    await desk.close();
  } finally {
    await request.delete(`/wps/operator/customer-service/${entry.id}`, { headers: admin.headers });
  }
});
