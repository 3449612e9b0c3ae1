import type { Language } from '@portal/shared/constants/languages';
import type { BannerGroup } from '@portal/shared/constants/site';
import type { Banner } from '@portal/shared/schemas/system';
import { nowIso } from '../../db/time.js';
import type { BannersRepository } from './banners.repository.js';

type LinkageType = NonNullable<Banner['linkageType']>;

export class BannersService {
  constructor(
    private readonly repository: BannersRepository,
    private readonly assetsBase: string,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * Enabled banners (all groups, or one) whose schedule holds now, titled in `language`. The
   * image is the language's own (banner art carries text), else EN's, else the banner's. Image URLs are site paths under the
   * assets base; the site prefixes a CDN host when the operator configured some.
   */
  async list(language: Language, groupName?: BannerGroup): Promise<Banner[]> {
    const rows = await this.repository.listEnabled(language, nowIso(this.clock()), groupName);
    return rows.map((row) => ({
      bannerId: row.id,
      groupName: row.groupName as BannerGroup,
      url: `${this.assetsBase}/${row.languageImagePath ?? row.fallbackImagePath ?? row.imagePath}`,
      title: row.title,
      ...(row.linkageType
        ? { linkageType: row.linkageType as LinkageType, linkage: row.linkage ?? '' }
        : {}),
    }));
  }
}
