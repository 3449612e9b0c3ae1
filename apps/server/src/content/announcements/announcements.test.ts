import { describe, expect, it } from 'vitest';
import { announcementsValueSchema } from '@portal/shared/schemas/announcements';
import { toIsoString } from '../../db/time.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { createAnnouncement } from '../../../test/factories.js';
import { useTestApp } from '../../../test/helper.js';

const t = useTestApp();
const day = 86_400_000;

const list = async (query: string, language = 'EN') =>
  expectValue(
    await t.app.inject({
      url: `/wps/relay/MCSFE_getListAnnouncements${query}`,
      headers: { language },
    }),
    announcementsValueSchema,
  );

describe('GET /wps/relay/MCSFE_getListAnnouncements', () => {
  it('lists banner notices (type B) 9 to a page by default', async () => {
    const value = await list('');
    expect(value.pageNo).toBe(1);
    expect(value.pageSize).toBe(9);
    expect(value.list.length).toBeGreaterThan(0);
    expect(value.list.every((a) => a.type === 'B')).toBe(true);
  });

  it('pages through the marquee types with a second page past the ninth notice', async () => {
    const first = await list('?types=B,PL,PU,PR&platform=W&pageNo=1&pageSize=9');
    const second = await list('?types=B,PL,PU,PR&platform=W&pageNo=2&pageSize=9');
    expect(first.total).toBeGreaterThanOrEqual(12);
    expect(first.totalPages).toBe(Math.ceil(first.total / 9));
    expect(first.list).toHaveLength(9);
    expect(second.list.length).toBe(first.total - 9);
    const ids = new Set([...first.list, ...second.list].map((a) => a.id));
    expect(ids.size).toBe(first.total);
    const beyond = await list(`?types=B,PL,PU,PR&pageNo=${first.totalPages + 1}`);
    expect(beyond.list).toEqual([]);
  });

  it('translates titles and keeps rich HTML content', async () => {
    const english = await list('?types=PR');
    const thai = await list('?types=PR', 'TH');
    expect(english.list[0]!.content).toMatch(/^<p>.*<strong>.*<\/strong>.*<\/p><ul><li>/);
    // The title is shown above the content; the content does not repeat it.
    expect(english.list[0]!.content).not.toContain(english.list[0]!.title);
    expect(thai.list[0]!.id).toBe(english.list[0]!.id);
    expect(thai.list[0]!.title).not.toBe(english.list[0]!.title);
  });

  it('falls back to English for a language without a translation', async () => {
    const created = await createAnnouncement(t.db, {
      type: 'H',
      sort: -100,
      titles: { EN: 'Only in English' },
    });
    const value = await list('?types=H', 'JA');
    expect(value.list[0]).toMatchObject({ id: created.id, title: 'Only in English' });
  });

  it('shows only announcements whose time window contains now', async () => {
    const expired = await createAnnouncement(t.db, {
      type: 'PL',
      endTime: new Date(Date.now() - day).toISOString(),
    });
    const future = await createAnnouncement(t.db, {
      type: 'PL',
      startTime: new Date(Date.now() + day).toISOString(),
    });
    const disabled = await createAnnouncement(t.db, { type: 'PL', enabled: false });
    const running = await createAnnouncement(t.db, {
      type: 'PL',
      endTime: new Date(Date.now() + day).toISOString(),
    });
    const ids = (await list('?types=PL&pageSize=100')).list.map((a) => a.id);
    expect(ids).toContain(running.id);
    expect(ids).not.toContain(expired.id);
    expect(ids).not.toContain(future.id);
    expect(ids).not.toContain(disabled.id);
  });

  it('filters by platform and execution', async () => {
    const mobileOnly = await createAnnouncement(t.db, {
      type: 'PU',
      platform: 'H',
      execution: 'P',
    });
    const web = await list('?types=PU&platform=W&pageSize=100');
    const mobile = await list('?types=PU&platform=H&execution=P&pageSize=100');
    expect(web.list.map((a) => a.id)).not.toContain(mobileOnly.id);
    expect(mobile.list.map((a) => a.id)).toContain(mobileOnly.id);
    expect(mobile.list.length).toBeGreaterThanOrEqual(2);
  });

  it('lists the marquee types newest first, whatever their sort or type', async () => {
    const older = await createAnnouncement(t.db, {
      type: 'PR',
      sort: -500,
      startTime: new Date(Date.now() - 20 * day).toISOString(),
    });
    const newer = await createAnnouncement(t.db, {
      type: 'PL',
      sort: 900,
      startTime: new Date(Date.now() - 60_000).toISOString(),
    });
    const value = await list('?types=B,PL,PU,PR&pageSize=100');
    const times = value.list.map((a) => a.startTime);
    expect(times).toEqual([...times].sort().reverse());
    const ids = value.list.map((a) => a.id);
    expect(ids[0]).toBe(newer.id);
    expect(ids.indexOf(older.id)).toBeGreaterThan(ids.indexOf(newer.id));
  });

  it('dates the demo announcements and promotions back from the day the demo was seeded', async () => {
    const value = await list('?types=B,PL,PU,PR,H&pageSize=100');
    const seeded = value.list.filter((a) => !a.title.startsWith('Notice ann'));
    expect(seeded.length).toBeGreaterThanOrEqual(10);
    for (const announcement of seeded) {
      const age = Date.now() - Date.parse(announcement.startTime);
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThan(31 * day);
    }
    const promotions = await t.db.selectFrom('promotions').select('starts_at').execute();
    expect(promotions.length).toBeGreaterThan(0);
    for (const promotion of promotions) {
      const age = Date.now() - Date.parse(toIsoString(promotion.starts_at));
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThan(62 * day);
    }
  });

  it.each([
    ['an unknown type', '?types=B,XX', 'types'],
    ['page size above 100', '?pageSize=101', 'pageSize'],
    ['page 0', '?pageNo=0', 'pageNo'],
    ['a non-numeric page', '?pageNo=two', 'pageNo'],
    ['an unknown platform', '?platform=X', 'platform'],
    ['an unknown field', '?sort=desc', 'sort'],
  ])('refuses %s with VALIDATION_FAILED naming the field', async (_name, query, path) => {
    const response = await t.app.inject({ url: `/wps/relay/MCSFE_getListAnnouncements${query}` });
    const body = expectError(response, 400, 'VALIDATION_FAILED');
    expect(body.details?.map((d) => d.path.split('.')[0])).toContain(path);
  });
});
