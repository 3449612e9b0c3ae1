import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { KycDocument, KycDocumentKind, MemberKyc } from '@portal/shared/schemas/kyc';
import { ApiFailure, bodiesSentTo, serveApi } from '../../../components/ui/test-api';
import { buildWhitelabel, renderWithProviders } from '../../../components/ui/test-utils';
import { KycPage } from './kyc-page';

const PNG_BYTES = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  ),
  (c) => c.charCodeAt(0),
);

const doc = (kind: KycDocumentKind, overrides: Partial<KycDocument> = {}): KycDocument => ({
  id: kind.length,
  kind,
  state: 'uploaded',
  contentType: kind === 'address' ? 'application/pdf' : 'image/png',
  sizeBytes: 100,
  uploadedAt: '2026-11-20T08:00:00.000Z',
  rejectionReason: null,
  rejectionNote: null,
  ...overrides,
});

const base: MemberKyc = {
  state: 'unverified',
  documents: [],
  rejectionReason: null,
  rejectionNote: null,
  withdrawalThreshold: 5000,
  lifetimeThreshold: 20000,
  maxFileBytes: 8 * 1024 * 1024,
};

function renderPage(kyc: MemberKyc, routes: Parameters<typeof serveApi>[0] = {}) {
  const fetchMock = serveApi({
    'GET /wps/system/whitelabel': () => ({ info: buildWhitelabel() }),
    'GET /wps/member/kyc': () => kyc,
    ...routes,
  });
  renderWithProviders(<KycPage navigate={vi.fn()} />);
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('KycPage', () => {
  it('says why a verified identity is needed and uploads a document with its preview', async () => {
    const fetchMock = renderPage(base, {
      'POST /wps/member/kyc/documents/selfie': () => ({ ...base, documents: [doc('selfie')] }),
    });
    expect(
      await screen.findByText(
        /Withdrawals above RM 5,000.00, or once your withdrawals pass RM 20,000.00/,
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('kyc-state').textContent).toContain('Not verified yet');
    expect(screen.getByRole('button', { name: 'Submit for review' }).hasAttribute('disabled')).toBe(
      true,
    );
    const file = new File([PNG_BYTES], 'me.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Selfie holding your document'), {
      target: { files: [file] },
    });
    expect(
      await screen.findByRole('img', { name: 'Preview of Selfie holding your document' }),
    ).toBeTruthy();
    const [body] = bodiesSentTo(fetchMock, 'POST', '/wps/member/kyc/documents/selfie') as Array<{
      file: string;
    }>;
    expect(body!.file.startsWith('data:image/png;base64,')).toBe(true);
    expect(within(screen.getByTestId('kyc-selfie')).getByText('Uploaded')).toBeTruthy();
  });

  it('refuses a PDF for a selfie before sending it', async () => {
    const fetchMock = renderPage(base);
    const input = await screen.findByLabelText('Selfie holding your document');
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.7'], 'a.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('This file type is not accepted.')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST', '/wps/member/kyc/documents/selfie')).toEqual([]);
  });

  it('shows a rejection with its reason and submits again once the selfie is replaced', async () => {
    const rejected: MemberKyc = {
      ...base,
      state: 'rejected',
      rejectionReason: 'selfie_mismatch',
      rejectionNote: 'Face hidden',
      documents: [
        doc('id_front', { state: 'accepted' }),
        doc('id_back', { state: 'accepted' }),
        doc('selfie', {
          state: 'rejected',
          rejectionReason: 'selfie_mismatch',
          rejectionNote: 'Face hidden',
        }),
        doc('address', { state: 'accepted' }),
      ],
    };
    const replaced: MemberKyc = {
      ...rejected,
      documents: rejected.documents.map((d) => (d.kind === 'selfie' ? doc('selfie') : d)),
    };
    const fetchMock = renderPage(rejected, {
      'POST /wps/member/kyc/documents/selfie': () => replaced,
      'POST /wps/member/kyc/submit': () => ({ ...replaced, state: 'pending' }),
    });
    const state = await screen.findByTestId('kyc-state');
    expect(state.textContent).toContain('The selfie does not match the document.');
    expect(state.textContent).toContain('Face hidden');
    const submit = screen.getByRole('button', { name: 'Submit again' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Selfie holding your document'), {
      target: { files: [new File([PNG_BYTES], 'me.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByText('Your documents are being reviewed.')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST', '/wps/member/kyc/submit')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Submit again' })).toBeNull();
  });

  it("shows the server's refusal of a file", async () => {
    renderPage(base, {
      'POST /wps/member/kyc/documents/id_front': () => new ApiFailure('KYC_FILE_INVALID', 400),
    });
    fireEvent.change(await screen.findByLabelText('Identity document (front)'), {
      target: { files: [new File([PNG_BYTES], 'id.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText(/The file must be a JPEG, PNG or WebP image/)).toBeTruthy();
  });
});
