import type { OperatorAnnouncement } from '@portal/shared/schemas/content-operator/announcements';
import type { OperatorBanner } from '@portal/shared/schemas/content-operator/banners';
import type { OperatorCustomerService } from '@portal/shared/schemas/content-operator/customer-service';
import type {
  OperatorHelpArticle,
  OperatorHelpTopic,
} from '@portal/shared/schemas/content-operator/help';

/** Items as the content calls answer them, for screen tests. */
export const banner = (id: number, overrides: Partial<OperatorBanner> = {}): OperatorBanner => ({
  id,
  code: `home-${id}`,
  groupName: 'home',
  imagePath: `banners/home-${id}.svg`,
  imageUrl: `/assets-cdn/banners/home-${id}.svg`,
  linkageType: 'ROUTE',
  linkage: '/promotions',
  enabled: true,
  sort: id - 1,
  startTime: null,
  endTime: null,
  state: 'live',
  translations: { EN: { title: `Banner ${id}`, imagePath: null, imageUrl: null } },
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-02T00:00:00.000Z',
  ...overrides,
});

export const page = <T>(list: T[]) => ({ list, page: 1, pageSize: 25, total: list.length });

export const announcement = (
  id: number,
  overrides: Partial<OperatorAnnouncement> = {},
): OperatorAnnouncement => ({
  id,
  code: `ann-${id}`,
  type: 'B',
  platform: 'A',
  execution: 'B',
  startTime: '2030-01-01T00:00:00.000Z',
  endTime: null,
  enabled: true,
  sort: 0,
  state: 'live',
  translations: { EN: { title: `Notice ${id}`, content: '<p>Hello</p>' } },
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-02T00:00:00.000Z',
  ...overrides,
});

export const topic = (
  id: number,
  overrides: Partial<OperatorHelpTopic> = {},
): OperatorHelpTopic => ({
  id,
  code: `topic-${id}`,
  enabled: true,
  sort: id - 1,
  articleCount: 2,
  translations: { EN: { title: `Topic ${id}` } },
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-02T00:00:00.000Z',
  ...overrides,
});

export const article = (
  id: number,
  overrides: Partial<OperatorHelpArticle> = {},
): OperatorHelpArticle => ({
  id,
  code: `article-${id}`,
  topicId: 1,
  enabled: true,
  sort: id - 1,
  translations: { EN: { title: `Article ${id}`, content: '<p>How</p>' } },
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-02T00:00:00.000Z',
  ...overrides,
});

export const entry = (
  id: number,
  overrides: Partial<OperatorCustomerService> = {},
): OperatorCustomerService => ({
  id,
  code: `cs-${id}`,
  csType: 1,
  path: 'https://chat.example/room',
  icon: 'livechat',
  minVipRank: 0,
  enabled: true,
  sort: id - 1,
  translations: { EN: { title: `Chat ${id}` } },
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-02T00:00:00.000Z',
  ...overrides,
});

/** Types a value at once (a paste): quicker than key by key on a loaded machine. */
export async function fill(field: HTMLElement, text: string): Promise<void> {
  const { default: userEvent } = await import('@testing-library/user-event');
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}
