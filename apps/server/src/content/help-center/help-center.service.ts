import type { Language } from '@portal/shared/constants/languages';
import type { HelpTopic } from '@portal/shared/schemas/system';
import type { HelpCenterRepository } from './help-center.repository.js';

export class HelpCenterService {
  constructor(private readonly repository: HelpCenterRepository) {}

  /** Enabled topics in order, each with its enabled items; topics without items are left out. */
  async getTopics(language: Language): Promise<HelpTopic[]> {
    const [topics, items] = await Promise.all([
      this.repository.listTopics(language),
      this.repository.listItems(language),
    ]);
    return topics
      .map((topic) => ({
        id: topic.id,
        title: topic.title,
        items: items
          .filter((item) => item.topicId === topic.id)
          .map((item) => ({ id: item.id, title: item.title, content: item.content })),
      }))
      .filter((topic) => topic.items.length > 0);
  }
}
