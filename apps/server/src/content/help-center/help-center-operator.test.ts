import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  operatorHelpArticleSchema,
  operatorHelpArticlesPageSchema,
  operatorHelpTopicSchema,
  operatorHelpTopicsPageSchema,
  type HelpArticleInput,
} from '@portal/shared/schemas/content-operator/help';
import { helpCenterValueSchema } from '@portal/shared/schemas/system';
import { expectError, expectValue } from '../../../test/assertions.js';
import { auditLines, contentVersion, operatorCall } from '../../../test/content.js';
import { useTestApp } from '../../../test/helper.js';
import { staffWithToken } from '../../../test/staff.js';

const t = useTestApp();

let admin: { headers: Record<string, string> };
let viewer: { headers: Record<string, string> };
let finance: { headers: Record<string, string> };

beforeAll(async () => {
  [admin, viewer, finance] = await Promise.all([
    staffWithToken(t, 'admin'),
    staffWithToken(t, 'viewer'),
    staffWithToken(t, 'finance'),
  ]);
});

const helpPage = async (lang = 'EN') =>
  expectValue(
    await t.app.inject({ url: `/wps/system/helpCenter?lang=${lang}` }),
    helpCenterValueSchema,
  );

const createTopic = async (titles: Record<string, string> = { EN: 'Payments', CN: '支付' }) =>
  expectValue(
    await operatorCall(t, 'POST', '/wps/operator/help/topics', admin.headers, {
      enabled: true,
      translations: Object.fromEntries(Object.entries(titles).map(([l, title]) => [l, { title }])),
    }),
    operatorHelpTopicSchema,
  );

const articleInput = (
  topicId: number,
  overrides: Partial<HelpArticleInput> = {},
): HelpArticleInput => ({
  topicId,
  enabled: true,
  translations: {
    EN: { title: 'How long does a deposit take?', content: '<p>Usually <b>minutes</b>.</p>' },
    CN: { title: '存款需要多久？', content: '<p>通常几分钟。</p>' },
  },
  ...overrides,
});

const createArticle = async (input: HelpArticleInput) =>
  expectValue(
    await operatorCall(t, 'POST', '/wps/operator/help/articles', admin.headers, input),
    operatorHelpArticleSchema,
  );

describe('help topics', () => {
  it('adds a topic that the help page shows once it has an article, audited', async () => {
    const before = await contentVersion(t);
    const topic = await createTopic();
    expect(topic).toMatchObject({ enabled: true, articleCount: 0 });
    expect(await contentVersion(t)).toBeGreaterThan(before);
    expect((await helpPage()).map((entry) => entry.id)).not.toContain(topic.id);
    const article = await createArticle(articleInput(topic.id));
    const shown = (await helpPage('CN')).find((entry) => entry.id === topic.id);
    expect(shown).toMatchObject({
      title: '支付',
      items: [{ id: article.id, title: '存款需要多久？' }],
    });
    const [line] = await auditLines(t, 'help_topic.create', `help_topic:${topic.id}`);
    expect(line?.details).toMatchObject({ enabled: true, titles: { EN: 'Payments', CN: '支付' } });
  });

  it('lists topics in page order with their article counts, and as CSV', async () => {
    const page = expectValue(
      await operatorCall(t, 'GET', '/wps/operator/help/topics?pageSize=100', viewer.headers),
      operatorHelpTopicsPageSchema,
    );
    expect(page.total).toBeGreaterThan(2);
    expect(page.list.map((topic) => topic.sort)).toEqual(
      [...page.list.map((topic) => topic.sort)].sort((a, b) => a - b),
    );
    expect(page.list.some((topic) => topic.articleCount > 0)).toBe(true);
    const csv = await operatorCall(t, 'GET', '/wps/operator/help/topics?format=csv', admin.headers);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n').length).toBe(page.total + 2);
  });

  it('refuses to delete a topic holding articles, and deletes it once empty', async () => {
    const topic = await createTopic({ EN: 'Temporary' });
    const article = await createArticle(articleInput(topic.id));
    const url = `/wps/operator/help/topics/${topic.id}`;
    expectError(await operatorCall(t, 'DELETE', url, admin.headers), 409, 'HELP_TOPIC_NOT_EMPTY');
    expectValue(
      await operatorCall(t, 'DELETE', `/wps/operator/help/articles/${article.id}`, admin.headers),
      z.null(),
    );
    expectError(await operatorCall(t, 'DELETE', url, viewer.headers), 403, 'STAFF_FORBIDDEN');
    expectValue(await operatorCall(t, 'DELETE', url, admin.headers), z.null());
    expectError(await operatorCall(t, 'DELETE', url, admin.headers), 404, 'NOT_FOUND');
    expect(await auditLines(t, 'help_topic.delete', `help_topic:${topic.id}`)).toHaveLength(1);
  });

  it('renames and switches a topic off; the help page follows; a stale edit conflicts', async () => {
    const topic = await createTopic({ EN: 'Old name' });
    await createArticle(articleInput(topic.id));
    const url = `/wps/operator/help/topics/${topic.id}`;
    const renamed = expectValue(
      await operatorCall(t, 'PUT', url, admin.headers, {
        enabled: true,
        translations: { EN: { title: 'New name' } },
        updatedAt: topic.updatedAt,
      }),
      operatorHelpTopicSchema,
    );
    expect((await helpPage()).find((entry) => entry.id === topic.id)?.title).toBe('New name');
    expectError(
      await operatorCall(t, 'PUT', url, admin.headers, {
        enabled: false,
        translations: { EN: { title: 'x' } },
        updatedAt: topic.updatedAt,
      }),
      409,
      'CONFLICT',
    );
    await operatorCall(t, 'PUT', url, admin.headers, {
      enabled: false,
      translations: { EN: { title: 'New name' } },
      updatedAt: renamed.updatedAt,
    });
    expect((await helpPage()).map((entry) => entry.id)).not.toContain(topic.id);
  });

  it('orders the topics; a list that is not every topic is a CONFLICT', async () => {
    const page = expectValue(
      await operatorCall(t, 'GET', '/wps/operator/help/topics?pageSize=100', admin.headers),
      operatorHelpTopicsPageSchema,
    );
    const reversed = page.list.map((topic) => topic.id).reverse();
    const ordered = expectValue(
      await operatorCall(t, 'PUT', '/wps/operator/help/topics/order', admin.headers, {
        ids: reversed,
      }),
      z.array(operatorHelpTopicSchema),
    );
    expect(ordered.map((topic) => topic.id)).toEqual(reversed);
    const shown = (await helpPage()).map((entry) => entry.id);
    expect(shown).toEqual(reversed.filter((id) => shown.includes(id)));
    expectError(
      await operatorCall(t, 'PUT', '/wps/operator/help/topics/order', admin.headers, {
        ids: reversed.slice(1),
      }),
      409,
      'CONFLICT',
    );
    expect(await auditLines(t, 'help_topic.reorder', 'help_topics')).toHaveLength(1);
  });

  it('refuses a missing token, a role without content.read, bad input and unknown topics', async () => {
    expectError(
      await operatorCall(t, 'GET', '/wps/operator/help/topics'),
      401,
      'STAFF_NOT_LOGGED_IN',
    );
    expectError(
      await operatorCall(t, 'GET', '/wps/operator/help/topics', finance.headers),
      403,
      'STAFF_FORBIDDEN',
    );
    expectError(
      await operatorCall(t, 'POST', '/wps/operator/help/topics', admin.headers, {
        enabled: true,
        translations: { EN: { title: '' } },
      }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await operatorCall(t, 'POST', '/wps/operator/help/topics', viewer.headers, {
        enabled: true,
        translations: { EN: { title: 'x' } },
      }),
      403,
      'STAFF_FORBIDDEN',
    );
    expectError(
      await operatorCall(t, 'GET', '/wps/operator/help/topics/999999', admin.headers),
      404,
      'NOT_FOUND',
    );
  });
});

describe('help articles', () => {
  it('cleans article HTML, lists by topic, moves an article to the end of another topic', async () => {
    const [first, second] = [
      await createTopic({ EN: 'First' }),
      await createTopic({ EN: 'Second' }),
    ];
    const a = await createArticle(
      articleInput(first.id, {
        translations: { EN: { title: 'Safe', content: '<p>ok</p><script>x()</script>' } },
      }),
    );
    expect(a.translations.EN?.content).toBe('<p>ok</p>');
    const b = await createArticle(articleInput(second.id));
    const moved = expectValue(
      await operatorCall(t, 'PUT', `/wps/operator/help/articles/${a.id}`, admin.headers, {
        ...articleInput(second.id),
        updatedAt: a.updatedAt,
      }),
      operatorHelpArticleSchema,
    );
    expect(moved.sort).toBeGreaterThan(b.sort);
    const inSecond = expectValue(
      await operatorCall(
        t,
        'GET',
        `/wps/operator/help/articles?topicId=${second.id}`,
        viewer.headers,
      ),
      operatorHelpArticlesPageSchema,
    );
    expect(inSecond.list.map((article) => article.id)).toEqual([b.id, a.id]);
    const [line] = await auditLines(t, 'help_article.update', `help_article:${a.id}`);
    expect(line?.details).toMatchObject({ topicId: second.id, fromTopicId: first.id });

    const reordered = expectValue(
      await operatorCall(
        t,
        'PUT',
        `/wps/operator/help/topics/${second.id}/articles/order`,
        admin.headers,
        {
          ids: [a.id, b.id],
        },
      ),
      z.array(operatorHelpArticleSchema),
    );
    expect(reordered.map((article) => article.id)).toEqual([a.id, b.id]);
    expect(
      (await helpPage()).find((entry) => entry.id === second.id)?.items.map((i) => i.id),
    ).toEqual([a.id, b.id]);
    expectError(
      await operatorCall(
        t,
        'PUT',
        `/wps/operator/help/topics/${second.id}/articles/order`,
        admin.headers,
        {
          ids: [a.id],
        },
      ),
      409,
      'CONFLICT',
    );
    expectError(
      await operatorCall(
        t,
        'PUT',
        '/wps/operator/help/topics/999999/articles/order',
        admin.headers,
        {
          ids: [a.id],
        },
      ),
      404,
      'NOT_FOUND',
    );
  });

  it('hides a disabled article from the help page', async () => {
    const topic = await createTopic({ EN: 'Toggle' });
    const article = await createArticle(articleInput(topic.id));
    await operatorCall(t, 'PUT', `/wps/operator/help/articles/${article.id}`, admin.headers, {
      ...articleInput(topic.id),
      enabled: false,
    });
    expect((await helpPage()).map((entry) => entry.id)).not.toContain(topic.id);
  });

  it('refuses an unknown topic, bad input, a missing token and a reader; 404 for no article', async () => {
    const body = await operatorCall(
      t,
      'POST',
      '/wps/operator/help/articles',
      admin.headers,
      articleInput(999999),
    );
    expect(expectError(body, 400, 'VALIDATION_FAILED').details).toEqual([
      { path: 'topicId', reason: 'unknown_topic' },
    ]);
    expectError(
      await operatorCall(t, 'POST', '/wps/operator/help/articles', admin.headers, {
        ...articleInput(1),
        translations: { XX: { title: 'a', content: '' } },
      }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await operatorCall(t, 'POST', '/wps/operator/help/articles', {}, articleInput(1)),
      401,
      'STAFF_NOT_LOGGED_IN',
    );
    expectError(
      await operatorCall(t, 'POST', '/wps/operator/help/articles', viewer.headers, articleInput(1)),
      403,
      'STAFF_FORBIDDEN',
    );
    expectError(
      await operatorCall(
        t,
        'PUT',
        '/wps/operator/help/articles/999999',
        admin.headers,
        articleInput(1),
      ),
      404,
      'NOT_FOUND',
    );
    expectError(
      await operatorCall(t, 'GET', '/wps/operator/help/articles?format=xml', admin.headers),
      400,
      'VALIDATION_FAILED',
    );
  });
});
