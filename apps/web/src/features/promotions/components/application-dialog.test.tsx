import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PromotionSummary } from '@portal/shared/schemas/promotions';
import {
  ApiFailure,
  bodiesSentTo,
  callsTo,
  serveApi,
  type ApiHandler,
} from '../../../components/ui/test-api';
import { buildWhitelabel, renderWithProviders } from '../../../components/ui/test-utils';
import { useSession } from '../../session/hooks/use-session';
import type { MemberInfo } from '../../session/types';
import { PromotionList } from './promotion-list';

const APPLY = '/wps/promotions/5/apply';

const zalo: PromotionSummary = {
  id: 5,
  kind: 'application',
  type: 'event',
  badge: 'limited',
  title: 'Zalo Friend Reward',
  summary: 'Add our Zalo, send a screenshot, get up to RM 131.',
  imageUrl: null,
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: null,
  phase: 'ongoing',
  state: 'join',
  action: 'apply',
  ineligibleReason: null,
  terms: { kind: 'application', maxAmount: 131, turnoverMultiple: 1, contactRequired: true },
  eligibility: { newMembersOnly: false, frequency: 'once', minVipRank: 0 },
  expiryDays: 14,
  participation: null,
};

let promotion: PromotionSummary;

function renderForm(routes: Record<string, ApiHandler> = {}) {
  const fetchMock = serveApi({
    'GET /wps/system/whitelabel': () => ({ info: buildWhitelabel() }),
    'GET /wps/promotions': () => ({ list: [promotion] }),
    [`POST ${APPLY}`]: () => {
      promotion = { ...promotion, state: 'applying', action: null };
      return { applicationId: 41, state: 'applying' };
    },
    ...routes,
  });
  renderWithProviders(<PromotionList />, { route: '/promotions' });
  return fetchMock;
}

async function openForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Apply now' }));
  return screen.findByRole('dialog', { name: 'Apply: Zalo Friend Reward' });
}

const png = (name = 'shot.png', bytes = 64) =>
  new File([new Uint8Array(bytes).fill(7)], name, { type: 'image/png' });

function attach(dialog: HTMLElement, files: File[]) {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files } });
}

const remark = (dialog: HTMLElement) => within(dialog).getByLabelText('Remark');
const submit = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));

beforeEach(() => {
  promotion = zalo;
  useSession.setState({
    token: 'member-token',
    member: { account: 'demo01', type: 0 } as MemberInfo,
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.setState({ token: null, member: null });
});

describe('the application form', () => {
  it('counts the remark and refuses 141 characters before sending', async () => {
    const fetchMock = renderForm();
    const dialog = await openForm();
    expect(within(dialog).getByTestId('application-count').textContent).toContain('0/140');
    fireEvent.change(remark(dialog), { target: { value: 'a'.repeat(141) } });
    expect(within(dialog).getByTestId('application-count').textContent).toContain('141/140');
    fireEvent.change(within(dialog).getByLabelText('Your Zalo ID'), {
      target: { value: 'zalo123' },
    });
    submit(dialog);
    expect(
      await within(dialog).findByText('The remark can be at most 140 characters.'),
    ).toBeTruthy();
    expect(remark(dialog).getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchMock, 'POST', APPLY)).toHaveLength(0);
  });

  it('asks for the Zalo or WhatsApp id the promotion needs', async () => {
    const fetchMock = renderForm();
    const dialog = await openForm();
    submit(dialog);
    expect(await within(dialog).findByText('Enter your Zalo or WhatsApp ID.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'WhatsApp' }));
    expect(within(dialog).getByLabelText('Your WhatsApp number')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Your WhatsApp number'), {
      target: { value: '60' },
    });
    submit(dialog);
    expect(await within(dialog).findByText('Enter an ID of 3 to 50 characters.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', APPLY)).toHaveLength(0);
  });

  it('takes up to three PNG or JPEG images of 5 MB, with previews and remove buttons', async () => {
    renderForm();
    const dialog = await openForm();
    attach(dialog, [png('one.png'), new File(['jpg'], 'two.jpg', { type: 'image/jpeg' })]);
    expect(await within(dialog).findByAltText('Image 1: one.png')).toBeTruthy();
    expect(within(dialog).getByAltText('Image 2: two.jpg').getAttribute('src')).toMatch(
      /^data:image\/jpeg;base64,/,
    );

    // A GIF and a 6 MB file are refused before they are read.
    attach(dialog, [new File(['GIF89a'], 'anim.gif', { type: 'image/gif' })]);
    expect(await within(dialog).findByText('anim.gif is not a PNG or JPEG image.')).toBeTruthy();
    attach(dialog, [png('huge.png', 6 * 1024 * 1024)]);
    expect(await within(dialog).findByText('huge.png is larger than 5 MB.')).toBeTruthy();
    expect(within(dialog).getAllByRole('img')).toHaveLength(2);

    // A fourth image does not fit: two chosen at once for the one place left.
    attach(dialog, [png('three.png'), png('four.png')]);
    expect(await within(dialog).findByText('You can attach at most 3 images.')).toBeTruthy();
    expect(within(dialog).getAllByRole('img')).toHaveLength(3);
    expect(within(dialog).queryByAltText(/four\.png/)).toBeNull();
    // Full: no more images can be chosen until one is removed.
    expect(dialog.querySelector('input[type="file"]')).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove image 2: two.jpg' }));
    expect(within(dialog).getAllByRole('img')).toHaveLength(2);
    expect(within(dialog).getByText('Add an image (2/3)')).toBeTruthy();
  });

  it('sends the remark, the images as data URLs and the contact, then says it was received', async () => {
    const fetchMock = renderForm();
    const dialog = await openForm();
    fireEvent.change(remark(dialog), { target: { value: '  Added you on Zalo today  ' } });
    attach(dialog, [png('one.png'), png('two.png')]);
    await within(dialog).findByAltText('Image 2: two.png');
    fireEvent.change(within(dialog).getByLabelText('Your Zalo ID'), {
      target: { value: ' 0901234567 ' },
    });
    submit(dialog);
    expect(await within(dialog).findByText('Application sent')).toBeTruthy();
    const [body] = bodiesSentTo(fetchMock, 'POST', APPLY);
    expect(body).toEqual({
      remark: 'Added you on Zalo today',
      images: [expect.stringMatching(/^data:image\/png;base64,/), expect.any(String)],
      contact: { app: 'zalo', id: '0901234567' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await screen.findByText(
        'Application sent: we will tell you in your messages when it is decided.',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('promotion-state').textContent).toBe('Under review'),
    );
  });

  it('leaves the contact out when the promotion does not ask for it', async () => {
    promotion = {
      ...zalo,
      terms: { kind: 'application', maxAmount: 50, turnoverMultiple: 1, contactRequired: false },
    };
    const fetchMock = renderForm();
    const dialog = await openForm();
    expect(within(dialog).queryByLabelText('Your Zalo ID')).toBeNull();
    submit(dialog);
    await within(dialog).findByText('Application sent');
    expect(bodiesSentTo(fetchMock, 'POST', APPLY)).toEqual([{ remark: '', images: [] }]);
  });

  it('puts the server’s refusals next to their field, in the reader’s language', async () => {
    renderForm({
      [`POST ${APPLY}`]: () =>
        new ApiFailure('INVALID_IMAGE', 400, [{ path: 'images.0', reason: 'not_an_image' }]),
    });
    const dialog = await openForm();
    attach(dialog, [png('fake.png')]);
    await within(dialog).findByAltText('Image 1: fake.png');
    fireEvent.change(within(dialog).getByLabelText('Your Zalo ID'), {
      target: { value: 'zalo123' },
    });
    submit(dialog);
    expect(
      await within(dialog).findByText('Each image must be a PNG or JPEG file of at most 5 MB.'),
    ).toBeTruthy();
  });

  it('says why the server refused the application', async () => {
    renderForm({ [`POST ${APPLY}`]: () => new ApiFailure('PROMOTION_ALREADY_JOINED', 409) });
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByLabelText('Your Zalo ID'), {
      target: { value: 'zalo123' },
    });
    submit(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You have already joined or applied for this promotion.',
    );
  });
});
