import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import type { DB } from '../db/database.js';
import type { Platform } from '../platform/platform.js';
import { announcementsOperatorRoutes } from './announcements/announcements-operator.routes.js';
import { AnnouncementsOperatorRepository } from './announcements/announcements-operator.repository.js';
import { AnnouncementsOperatorService } from './announcements/announcements-operator.service.js';
import { bannersOperatorRoutes } from './banners/banners-operator.routes.js';
import { BannersOperatorRepository } from './banners/banners-operator.repository.js';
import { BannersOperatorService } from './banners/banners-operator.service.js';
import { ContentImagesRepository } from './content-images/content-images.repository.js';
import { contentImagesRoutes } from './content-images/content-images.routes.js';
import { ContentImagesService } from './content-images/content-images.service.js';
import { customerServiceOperatorRoutes } from './customer-service/customer-service-operator.routes.js';
import { CustomerServiceOperatorRepository } from './customer-service/customer-service-operator.repository.js';
import { CustomerServiceOperatorService } from './customer-service/customer-service-operator.service.js';
import { HelpArticlesOperatorRepository } from './help-center/help-articles-operator.repository.js';
import { HelpArticlesOperatorService } from './help-center/help-articles-operator.service.js';
import { helpCenterOperatorRoutes } from './help-center/help-center-operator.routes.js';
import { HelpTopicsOperatorRepository } from './help-center/help-topics-operator.repository.js';
import { HelpTopicsOperatorService } from './help-center/help-topics-operator.service.js';
import { siteSettingsOperatorRoutes } from './site-settings/site-settings-operator.routes.js';
import { SiteSettingsOperatorService } from './site-settings/site-settings-operator.service.js';
import { AccessOperatorService } from './system-status/access-operator.service.js';
import { systemStatusOperatorRoutes } from './system-status/system-status-operator.routes.js';
import { modulesOperatorRoutes } from './whitelabel/modules-operator.routes.js';
import { ModulesOperatorService } from './whitelabel/modules-operator.service.js';
import type { WhitelabelRepository } from './whitelabel/whitelabel.repository.js';
import type { WhitelabelService } from './whitelabel/whitelabel.service.js';

export interface ContentPublishingDeps {
  config: Pick<Config, 'PUBLIC_ASSETS_BASE'>;
  db: DB;
  platform: Pick<Platform, 'settings' | 'audit' | 'humanCheck'>;
  whitelabel: WhitelabelService;
  whitelabelRepository: WhitelabelRepository;
}

/**
 * The operator console's side of content (decision 044): banners and their images,
 * announcements, the help centre, customer-service entries, site settings, modules, maintenance
 * and region blocking. Every call declares its permission (content.*, site.*) and every change is
 * audited in its own transaction; the content version moves with each write (decision 022).
 */
export function buildContentPublishing({
  config,
  db,
  platform,
  whitelabel,
  whitelabelRepository,
}: ContentPublishingDeps) {
  const { settings, audit } = platform;
  const contentImages = new ContentImagesService({
    db,
    repository: new ContentImagesRepository(db),
    audit,
    assetsBase: config.PUBLIC_ASSETS_BASE,
  });
  const services = {
    contentImages,
    bannersOperator: new BannersOperatorService({
      db,
      repository: new BannersOperatorRepository(db),
      images: contentImages,
      audit,
    }),
    announcementsOperator: new AnnouncementsOperatorService({
      db,
      repository: new AnnouncementsOperatorRepository(db),
      audit,
    }),
    helpTopicsOperator: new HelpTopicsOperatorService({
      db,
      repository: new HelpTopicsOperatorRepository(db),
      audit,
    }),
    helpArticlesOperator: new HelpArticlesOperatorService({
      db,
      repository: new HelpArticlesOperatorRepository(db),
      audit,
    }),
    customerServiceOperator: new CustomerServiceOperatorService({
      db,
      repository: new CustomerServiceOperatorRepository(db),
      audit,
    }),
    siteSettingsOperator: new SiteSettingsOperatorService({
      db,
      settings,
      audit,
      humanCheckProvider: platform.humanCheck.providerName,
    }),
    modulesOperator: new ModulesOperatorService({
      db,
      repository: whitelabelRepository,
      whitelabel,
      audit,
    }),
    accessOperator: new AccessOperatorService({ db, settings, audit }),
  };
  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(contentImagesRoutes, {
      service: contentImages,
      assetsBase: config.PUBLIC_ASSETS_BASE,
    });
    await app.register(bannersOperatorRoutes, { service: services.bannersOperator });
    await app.register(announcementsOperatorRoutes, { service: services.announcementsOperator });
    await app.register(helpCenterOperatorRoutes, {
      topics: services.helpTopicsOperator,
      articles: services.helpArticlesOperator,
    });
    await app.register(customerServiceOperatorRoutes, {
      service: services.customerServiceOperator,
    });
    await app.register(siteSettingsOperatorRoutes, { service: services.siteSettingsOperator });
    await app.register(modulesOperatorRoutes, { service: services.modulesOperator });
    await app.register(systemStatusOperatorRoutes, { service: services.accessOperator });
  };
  return { services, routes };
}
