import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../test/render';
import './feedback-screen';

const feedback = {
  id: 7,
  memberId: 31,
  memberAccount: 'alice88',
  type: 'deposit',
  content: 'My deposit of 100 has not arrived after an hour.',
  contact: null,
  images: [
    {
      position: 1,
      mimeType: 'image/png',
      sizeBytes: 1200,
      url: '/wps/operator/feedback/7/images/1',
    },
  ],
  ip: '203.0.113.9',
  language: 'EN',
  status: 'open',
  reply: null,
  repliedBy: null,
  repliedAt: null,
  createdAt: '2026-11-27T03:00:00.000Z',
};
const page = { list: [feedback], page: 1, pageSize: 25, total: 1 };
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('the feedback inbox', () => {
  it('filters by status and type, opens one feedback with its images and replies once', async () => {
    const { calls } = await renderConsole('/feedback?status=open&type=deposit', {
      role: 'cs',
      routes: {
        'GET /feedback': page,
        'GET /feedback/7': feedback,
        'GET /feedback/7/images/1': { mimeType: 'image/png', dataUrl: PNG },
        'POST /feedback/7/reply': {
          ...feedback,
          status: 'replied',
          reply: 'It is credited now.',
          repliedBy: 'cs01',
          repliedAt: '2026-11-27T04:00:00.000Z',
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Feedback inbox' });
    await userEvent.click(await within(table).findByText('alice88'));
    expect(calls.find((call) => call.path === '/feedback')?.query).toMatchObject({
      status: 'open',
      type: 'deposit',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Feedback #7' });
    const image = await within(dialog).findByRole('img', { name: 'Image 1' });
    expect(image.getAttribute('src')).toBe(PNG);
    await userEvent.type(within(dialog).getByLabelText('Reply'), 'It is credited now.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/feedback/7/reply',
      body: { reply: 'It is credited now.' },
    });
    // Replied: the reply shows and the form is gone.
    expect(await within(dialog).findByText('Replied by cs01')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Reply')).toBeNull();
  });

  it('shows a role without members.message the feedback but no reply form', async () => {
    await renderConsole('/feedback?open=7', {
      role: 'marketing',
      routes: {
        'GET /feedback': page,
        'GET /feedback/7': feedback,
        'GET /feedback/7/images/1': { mimeType: 'image/png', dataUrl: PNG },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Feedback #7' });
    expect(await within(dialog).findByText(/has not arrived/)).toBeTruthy();
    expect(within(dialog).getByText('Your role can read feedback but not reply.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Send reply' })).toBeNull();
  });

  it('shows the server’s refusal of a reply', async () => {
    await renderConsole('/feedback?open=7', {
      role: 'cs',
      routes: {
        'GET /feedback': page,
        'GET /feedback/7': feedback,
        'GET /feedback/7/images/1': { mimeType: 'image/png', dataUrl: PNG },
        'POST /feedback/7/reply': {
          error: {
            status: 409,
            errorCode: 'FEEDBACK_ALREADY_REPLIED',
            message: 'This feedback already has a reply.',
          },
        },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Feedback #7' });
    await userEvent.type(await within(dialog).findByLabelText('Reply'), 'Hello');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(await within(dialog).findByText('This feedback already has a reply.')).toBeTruthy();
  });
});
