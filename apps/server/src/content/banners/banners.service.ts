import type { Language } from '@portal/shared/constants/languages';
import type { BannerGroup } from '@portal/shared/constants/site';
import type { Banner } from '@portal/shared/schemas/system';
import type { BannersRepository } from './banners.repository.js';

type LinkageType = NonNullable<Banner['linkageType']>;

export class BannersService {
  constructor(
    private readonly repository: BannersRepository,
    private readonly assetsBase: string,
  ) {}

  /**
   * Enabled banners (all groups, or one), titled in `language`. The image is the language's own
   * (banner art carries text), else EN's, else the banner's. Image URLs are site paths under the
   * assets base; the site prefixes a CDN host when the operator configured some.
   */
  async list(language: Language, groupName?: BannerGroup): Promise<Banner[]> {
    const rows = await this.repository.listEnabled(language, groupName);
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
