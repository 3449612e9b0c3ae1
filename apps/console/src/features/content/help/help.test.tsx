import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../../test/render';
import { article, page, topic, fill } from '../test/samples';

const routes = {
  'GET /help/topics': page([topic(1), topic(2, { articleCount: 0, enabled: false })]),
  'GET /help/articles': page([article(1), article(2)]),
};

describe('the help centre screens', () => {
  it('shows the topics and the articles of the topic picked, kept in the address', async () => {
    const { calls, router } = await renderConsole('/content/help', { role: 'content', routes });
    expect(await screen.findByRole('button', { name: /^Topic 2/ })).toBeTruthy();
    expect(await screen.findByText('Article 2')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /^Topic 1/ }));
    await waitFor(() => expect(router.state.location.search).toContain('topicId=1'));
    await waitFor(() =>
      expect(
        calls.some((call) => call.path === '/help/articles' && call.query.topicId === '1'),
      ).toBe(true),
    );
    expect(screen.getByRole('button', { name: 'New topic' })).toBeTruthy();
  });

  it('lets a reader look but not add, edit or reorder', async () => {
    await renderConsole('/content/help', { role: 'cs', routes });
    await screen.findByText('Article 1');
    expect(screen.queryByRole('button', { name: 'New topic' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New article' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change order' })).toBeNull();
  });

  it("adds a topic, and shows the server's refusal to delete a topic holding articles", async () => {
    const { calls } = await renderConsole('/content/help', {
      role: 'content',
      routes: {
        ...routes,
        'POST /help/topics': topic(3),
        'DELETE /help/topics/:id': {
          error: {
            status: 409,
            errorCode: 'HELP_TOPIC_NOT_EMPTY',
            message: 'Move or delete its articles first.',
          },
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New topic' }));
    let dialog = await screen.findByRole('dialog');
    await fill(within(dialog).getByLabelText('Title (EN)'), 'Payments');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      enabled: true,
      translations: { EN: { title: 'Payments' } },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Edit topic Topic 1' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Move or delete its articles first.')).toBeTruthy();
  });

  it('saves an article in its topic', async () => {
    const { calls } = await renderConsole('/content/help/articles/new?topicId=2', {
      role: 'content',
      routes: {
        ...routes,
        'POST /help/articles': article(5, { topicId: 2 }),
        'GET /help/articles/:id': article(5),
      },
    });
    await fill(await screen.findByLabelText('Title (EN)'), 'Deposits');
    await fill(screen.getByLabelText('Text (EN)'), '<p>Minutes</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      topicId: 2,
      enabled: true,
      translations: { EN: { title: 'Deposits', content: '<p>Minutes</p>' } },
    });
  });
});
