import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FEEDBACK_IMAGE_MAX_BYTES } from '@portal/shared/schemas/feedback';
import {
  ApiFailure,
  bodiesSentTo,
  callsTo,
  serveApi,
  type ApiHandler,
} from '../../../components/ui/test-api';
import { renderWithProviders } from '../../../components/ui/test-utils';
import { useSession } from '../../session/hooks/use-session';
import { loginValue, resetAccountState } from '../../session/test-utils';
import { FeedbackForm } from './feedback-form';

const FEEDBACK = 'PUT /wps/feedback';
const CAPTCHA = 'GET /wps/captcha';
const CAPTCHA_IMAGE = 'data:image/png;base64,AAAA';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const file = (name: string, kind: string, bytes: BlobPart = PNG) =>
  new File([bytes], name, { type: kind });
const attach = (...files: File[]) =>
  fireEvent.change(screen.getByLabelText(/^Add images/), { target: { files } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));

/** The form with the captcha and feedback calls answered; `sent` and `captchas` count the calls. */
function renderForm(routes: Record<string, ApiHandler> = {}) {
  const fetchMock = serveApi({
    [CAPTCHA]: () => CAPTCHA_IMAGE,
    [FEEDBACK]: () => ({ id: 12 }),
    ...routes,
  });
  renderWithProviders(<FeedbackForm />);
  return {
    sent: () => bodiesSentTo(fetchMock, 'PUT', '/wps/feedback'),
    captchas: () => callsTo(fetchMock, 'GET', '/wps/captcha'),
  };
}

async function fillValid() {
  fireEvent.change(screen.getByRole('combobox', { name: 'Topic' }), {
    target: { value: 'withdrawal' },
  });
  type(screen.getByRole('textbox', { name: 'Your message' }), '  My withdrawal is late  ');
}

describe('the feedback form', () => {
  afterEach(() => {
    cleanup();
    resetAccountState();
  });

  it('checks every field with the shared bounds before anything is sent', async () => {
    const api = renderForm();
    await screen.findByRole('button', { name: 'Load a new captcha image' });
    type(screen.getByRole('textbox', { name: 'Your message' }), '  too short  ');
    type(screen.getByRole('textbox', { name: /^Contact/ }), 'x'.repeat(101));
    submit();

    expect(await screen.findByText('Choose what your feedback is about.')).toBeTruthy();
    expect(screen.getByText('Write between 10 and 500 characters.')).toBeTruthy();
    expect(screen.getByText('Keep the contact to 100 characters.')).toBeTruthy();
    expect(screen.getByText('Please enter the captcha.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Topic' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    // The first invalid field takes the focus.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Topic' })),
    );
    expect(api.sent()).toHaveLength(0);

    // Editing a field clears its own error only.
    type(screen.getByRole('textbox', { name: 'Your message' }), 'x'.repeat(501));
    expect(screen.queryByText('Write between 10 and 500 characters.')).toBeNull();
    expect(screen.getByText('Choose what your feedback is about.')).toBeTruthy();
  });

  it('counts the characters that will be sent as the member types', async () => {
    renderForm();
    const count = screen.getByTestId('feedback-count');
    expect(count.textContent).toContain('0 / 500');
    type(screen.getByRole('textbox', { name: 'Your message' }), '   Hello   ');
    expect(count.textContent).toContain('5 / 500');
    expect(within(count).getByText('5 of 500 characters')).toBeTruthy();
    type(screen.getByRole('textbox', { name: 'Your message' }), 'y'.repeat(501));
    expect(count.textContent).toContain('501 / 500');
  });

  it("sends a visitor's feedback with images and the captcha, then thanks them", async () => {
    let answer: (value: unknown) => void = () => undefined;
    const api = renderForm({
      [FEEDBACK]: () => new Promise((resolve) => (answer = resolve)),
    });
    await fillValid();
    type(screen.getByRole('textbox', { name: /^Contact/ }), ' @alice_tg ');
    attach(file('first.png', 'image/png'), file('second.jpg', 'image/jpeg'));
    expect(await screen.findByRole('img', { name: 'Image 2: second.jpg' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 1: first.png' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: /first\.png/ })).toBeNull());
    expect(screen.getByRole('img', { name: 'Image 1: second.jpg' })).toBeTruthy();
    type(await screen.findByRole('textbox', { name: 'Captcha' }), ' 2468 ');
    submit();

    // Pending: the button is busy and cannot be pressed twice.
    const button = await screen.findByRole('button', { name: 'Send feedback' });
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(api.sent()).toEqual([
      {
        type: 'withdrawal',
        content: 'My withdrawal is late',
        contact: '@alice_tg',
        images: [expect.stringMatching(/^data:image\/jpeg;base64,/)],
        captcha: '2468',
      },
    ]);

    answer({ id: 12 });
    const status = await screen.findByRole('status');
    expect(within(status).getByRole('heading').textContent).toBe(
      'Thank you, we received your feedback',
    );
    expect(status.textContent).toContain('FB12');
    expect(status.textContent).toContain('If you left a contact');

    // Another one starts from an empty form with a new captcha.
    fireEvent.click(screen.getByRole('button', { name: 'Send more feedback' }));
    expect(
      (screen.getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement).value,
    ).toBe('');
    await waitFor(() => expect(api.captchas()).toHaveLength(2));
  });

  it("sends a member's feedback without a captcha", async () => {
    useSession.getState().signIn(loginValue());
    const api = renderForm();
    await fillValid();
    expect(screen.queryByRole('textbox', { name: 'Captcha' })).toBeNull();
    submit();
    expect(await screen.findByText('Thank you, we received your feedback')).toBeTruthy();
    expect(api.sent()).toEqual([{ type: 'withdrawal', content: 'My withdrawal is late' }]);
    expect(api.captchas()).toHaveLength(0);
    expect(screen.getByText('Our reply will appear in your platform messages.')).toBeTruthy();
  });

  it('refuses files that are not small PNG or JPEG images, and a fourth image', async () => {
    renderForm();
    attach(file('anim.gif', 'image/gif'));
    expect(await screen.findByText('Only PNG or JPEG images can be attached.')).toBeTruthy();
    attach(file('huge.png', 'image/png', new Uint8Array(FEEDBACK_IMAGE_MAX_BYTES + 1)));
    expect(await screen.findByText('Each image must be 5 MB or smaller.')).toBeTruthy();
    attach(
      file('1.png', 'image/png'),
      file('2.png', 'image/png'),
      file('3.png', 'image/png'),
      file('4.png', 'image/png'),
    );
    expect(await screen.findByText('You can attach up to 3 images.')).toBeTruthy();
    expect(await screen.findAllByRole('img', { name: /^Image \d/ })).toHaveLength(3);
    // Full: no more images can be added until one is removed.
    expect(screen.queryByLabelText(/^Add images/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 3: 3.png' }));
    expect(await screen.findByLabelText('Add images (2/3)')).toBeTruthy();
  });

  it("shows the server's refusals where they belong, in the reader's language", async () => {
    let reply: unknown = new ApiFailure('CAPTCHA_INVALID', 400);
    const api = renderForm({ [FEEDBACK]: () => reply });
    await fillValid();
    type(await screen.findByRole('textbox', { name: 'Captcha' }), '1111');
    submit();
    expect(
      await screen.findByText('The captcha is wrong or has expired. Please try the new one.'),
    ).toBeTruthy();
    // The used answer is cleared and a new image asked for.
    await waitFor(() => expect(api.captchas()).toHaveLength(2));
    expect((screen.getByRole('textbox', { name: 'Captcha' }) as HTMLInputElement).value).toBe('');

    reply = new ApiFailure('FEEDBACK_IMAGE_INVALID', 400, [
      { path: 'images.0', reason: 'not_an_image' },
    ]);
    attach(file('fake.png', 'image/png'));
    await screen.findByRole('img', { name: 'Image 1: fake.png' });
    type(screen.getByRole('textbox', { name: 'Captcha' }), '2468');
    submit();
    expect(
      await screen.findByText('Attach up to 3 images, each a PNG or JPEG file of at most 5 MB.'),
    ).toBeTruthy();

    reply = new ApiFailure('TOO_MANY_REQUESTS', 429);
    type(screen.getByRole('textbox', { name: 'Captcha' }), '2468');
    submit();
    expect((await screen.findByRole('alert')).textContent).toMatch(/Too many/i);
    expect(api.sent()).toHaveLength(3);
  });

  it('asks a member whose session ended for the captcha', async () => {
    useSession.getState().signIn(loginValue());
    const api = renderForm({ [FEEDBACK]: () => new ApiFailure('CAPTCHA_REQUIRED', 400) });
    await fillValid();
    submit();
    expect(await screen.findByRole('textbox', { name: 'Captcha' })).toBeTruthy();
    await waitFor(() => expect(api.captchas()).toHaveLength(1));
  });
});
