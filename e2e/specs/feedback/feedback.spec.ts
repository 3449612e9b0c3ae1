import {
  asIp,
  expect,
  expectCleanConsole,
  FIRST_SCREEN_TIMEOUT,
  presetStorage,
  test,
  uniqueIp,
} from '../../fixtures/accounts';
import { operatorGet } from '../../fixtures/operator';
import { E2E_CAPTCHA } from '../../fixtures/servers';

/** A real 1x1 PNG, so the preview draws. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface OperatorFeedback {
  id: number;
  memberId: number | null;
  type: string;
  content: string;
  contact: string | null;
  language: string;
  status: string;
  images: { position: number; mimeType: string; url: string }[];
}

test.beforeEach(async ({ page }) => {
  await presetStorage(page, { lang: 'EN' });
  // The form allows five sends per address and ten minutes: this test has an address of its own.
  await asIp(page.context(), uniqueIp());
});

test('a visitor sends feedback with a screenshot from the footer; the operator reads it', async ({
  page,
  consoleErrors,
  failedCalls,
}) => {
  const content = `The live casino lobby froze twice tonight (${Date.now().toString(36)}).`;
  await page.goto('/');
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Feedback' });
  await expect(footerLink).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
  await footerLink.click();

  await expect(page).toHaveURL(/\/feedback$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  const form = page.getByRole('main');
  await form.getByRole('combobox', { name: 'Topic' }).selectOption('game');
  await form.getByRole('textbox', { name: 'Your message' }).fill(content);
  await expect(form.getByTestId('feedback-count')).toContainText(`${content.length} / 500`);
  await form.getByRole('textbox', { name: /^Contact/ }).fill('visitor@example.com');
  await form
    .getByLabel(/^Add images/)
    .setInputFiles({ name: 'lobby.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('img', { name: 'Image 1: lobby.png' })).toBeVisible();
  await expect(
    form.getByRole('button', { name: 'Load a new captcha image' }).locator('img'),
  ).toHaveAttribute('src', /^data:image\/png;base64,/);
  await form.getByRole('textbox', { name: 'Captcha' }).fill(E2E_CAPTCHA);
  await form.getByRole('button', { name: 'Send feedback' }).click();

  const thanks = form.getByRole('status');
  await expect(
    thanks.getByRole('heading', { name: 'Thank you, we received your feedback' }),
  ).toBeVisible();
  const reference = /FB(\d+)/.exec((await thanks.textContent()) ?? '')?.[1];
  expect(reference, 'the feedback reference on the thank-you screen').toBeDefined();

  // The operator finds it in the queue with its exact text, contact and image.
  const answer = await operatorGet<{ list: OperatorFeedback[] }>(
    'feedback?status=open&type=game&pageSize=100',
  );
  expect(answer.status).toBe(200);
  const stored = answer.value.list.find((item) => item.id === Number(reference));
  expect(stored).toMatchObject({
    memberId: null,
    type: 'game',
    content,
    contact: 'visitor@example.com',
    language: 'EN',
    status: 'open',
    images: [{ position: 1, mimeType: 'image/png' }],
  });
  const image = await operatorGet<{ dataUrl: string }>(stored!.images[0]!.url);
  expect(image.value.dataUrl).toBe(`data:image/png;base64,${PNG.toString('base64')}`);

  expectCleanConsole(consoleErrors, failedCalls);
});
