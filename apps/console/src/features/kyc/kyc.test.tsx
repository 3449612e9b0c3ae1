import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { KycCase, KycCaseRow, KycDocument } from '@portal/shared/schemas/kyc';
import { renderConsole } from '../../../test/render';
// Loaded with the file, so the lazy screens' first render does not wait for their transform.
import './kyc-queue-screen';
import './kyc-case-screen';

const row = (id: number, overrides: Partial<KycCaseRow> = {}): KycCaseRow => ({
  id,
  memberId: 40 + id,
  username: `member0${id}`,
  state: 'pending',
  submittedAt: '2030-03-10T08:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  rejectionReason: null,
  ...overrides,
});

const document = (id: number, kind: KycDocument['kind']): KycDocument => ({
  id,
  kind,
  state: 'pending',
  contentType: kind === 'address' ? 'application/pdf' : 'image/png',
  sizeBytes: 1000,
  uploadedAt: '2030-03-10T07:00:00.000Z',
  rejectionReason: null,
  rejectionNote: null,
});

const pending: KycCase = {
  ...row(1),
  rejectionNote: null,
  birthday: null,
  documents: [
    document(11, 'id_front'),
    document(12, 'id_back'),
    document(13, 'selfie'),
    document(14, 'address'),
  ],
  member: {
    realName: 'Tan Ah Kow',
    birthday: null,
    email: 'tan@example.com',
    mobile: '123456789',
    currency: 'MYR',
    registeredAt: '2030-01-01T00:00:00.000Z',
    registerIp: '192.0.2.1',
    withdrawalsTotal: 12500.5,
  },
  minimumAge: 18,
};

const page = (list: KycCaseRow[]) => ({ list, page: 1, pageSize: 25, total: list.length });

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:document') }));
});

describe('the identity check queue', () => {
  it('lists checks with their state, filters by state, and opens one', async () => {
    const { calls, router } = await renderConsole('/kyc', {
      role: 'risk',
      routes: {
        'GET /kyc/cases': page([row(1), row(2, { state: 'rejected', rejectionReason: 'expired' })]),
        'GET /kyc/cases/:id': pending,
        'GET /kyc/documents/:id/file': {},
      },
    });
    const table = await screen.findByRole('table', { name: 'Identity checks' });
    expect(await within(table).findByText('member01')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Identity checks' })).toBeTruthy();
    expect(within(table).getByText('Expired')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('State'), 'pending');
    await waitFor(() =>
      expect(
        calls.some((call) => call.path === '/kyc/cases' && call.query.state === 'pending'),
      ).toBe(true),
    );
    await userEvent.click(within(table).getByText('member01'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kyc/1'));
  });

  it('is not in the sidebar of a role without kyc.review', async () => {
    await renderConsole('/', { role: 'finance', routes: { 'GET /dashboard': {} } });
    await screen.findByRole('navigation');
    expect(screen.queryByRole('link', { name: 'Identity checks' })).toBeNull();
  });
});

describe('an identity check', () => {
  it('shows the documents beside the profile, zooms, and verifies with the birthday', async () => {
    const { calls } = await renderConsole('/kyc/1', {
      role: 'risk',
      routes: {
        'GET /kyc/cases/:id': pending,
        'GET /kyc/documents/:id/file': {},
        'POST /kyc/cases/:id/verify': ({ body }: { body: unknown }) => ({
          ...pending,
          state: 'verified',
          birthday: (body as { birthday: string }).birthday,
        }),
      },
    });
    expect(await screen.findByText('Identity check #1')).toBeTruthy();
    expect(screen.getByText('Tan Ah Kow')).toBeTruthy();
    expect(screen.getByText('12,500.50 MYR')).toBeTruthy();
    const selfie = await screen.findByRole('img', { name: 'Selfie' });
    expect(selfie.getAttribute('src')).toBe('blob:document');
    expect(screen.getByRole('link', { name: 'Open the PDF' })).toBeTruthy();
    const figure = selfie.closest('figure')!;
    await userEvent.click(within(figure).getByRole('button', { name: 'Zoom in' }));
    expect(within(figure).getByText('150%')).toBeTruthy();
    expect(calls.some((call) => call.path === '/kyc/documents/13/file')).toBe(true);

    await userEvent.type(screen.getByLabelText('Birthday on the document'), '1990-05-04');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toMatchObject({
        path: '/kyc/cases/1/verify',
        body: { birthday: '1990-05-04' },
      }),
    );
    expect(await screen.findByText('This check was decided.')).toBeTruthy();
  });

  it("shows the server's refusal of an under-age birthday", async () => {
    await renderConsole('/kyc/1', {
      role: 'risk',
      routes: {
        'GET /kyc/cases/:id': pending,
        'GET /kyc/documents/:id/file': {},
        'POST /kyc/cases/:id/verify': {
          error: {
            status: 422,
            errorCode: 'KYC_UNDER_AGE',
            message: 'The birthday entered is under the minimum age of 18.',
          },
        },
      },
    });
    await userEvent.type(await screen.findByLabelText('Birthday on the document'), '2015-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/under the minimum age of 18/)).toBeTruthy();
  });

  it('rejects only the ticked documents with a reason and a note', async () => {
    const { calls } = await renderConsole('/kyc/1', {
      role: 'risk',
      routes: {
        'GET /kyc/cases/:id': pending,
        'GET /kyc/documents/:id/file': {},
        'POST /kyc/cases/:id/reject': { ...pending, state: 'rejected' },
      },
    });
    const reject = await screen.findByRole('button', { name: 'Reject the ticked documents' });
    await userEvent.click(reject);
    expect(await screen.findByText('Tick at least one document to reject')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Selfie' }));
    await userEvent.selectOptions(
      screen.getByLabelText('Reason the member reads'),
      'selfie_mismatch',
    );
    await userEvent.type(screen.getByLabelText('Note for the member (optional)'), 'Face hidden');
    await userEvent.click(reject);
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toMatchObject({
        path: '/kyc/cases/1/reject',
        body: { reason: 'selfie_mismatch', note: 'Face hidden', documentIds: [13] },
      }),
    );
  });
});
