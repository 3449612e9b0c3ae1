import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import type { DB } from '../db/database.js';
import type { RecurringJob } from '../platform/jobs/recurring.js';
import type { Platform } from '../platform/platform.js';
import { AnnouncementsRepository } from './announcements/announcements.repository.js';
import { announcementsRoutes } from './announcements/announcements.routes.js';
import { AnnouncementsService } from './announcements/announcements.service.js';
import { AppResourcesRepository } from './app-resources/app-resources.repository.js';
import { appResourcesRoutes } from './app-resources/app-resources.routes.js';
import { AppResourcesService } from './app-resources/app-resources.service.js';
import { BannersRepository } from './banners/banners.repository.js';
import { bannersRoutes } from './banners/banners.routes.js';
import { BannersService } from './banners/banners.service.js';
import { buildContentPublishing } from './content-publishing.js';
import { CustomerServiceRepository } from './customer-service/customer-service.repository.js';
import { customerServiceRoutes } from './customer-service/customer-service.routes.js';
import { CustomerServiceService } from './customer-service/customer-service.service.js';
import { DomainRoutesRepository } from './domain-routes/domain-routes.repository.js';
import { domainRoutesRoutes } from './domain-routes/domain-routes.routes.js';
import { DomainRoutesService } from './domain-routes/domain-routes.service.js';
import { feedbackOperatorRoutes } from './feedback/feedback-operator.routes.js';
import { FeedbackOperatorService } from './feedback/feedback-operator.service.js';
import { FeedbackRepository } from './feedback/feedback.repository.js';
import { feedbackRoutes } from './feedback/feedback.routes.js';
import { FeedbackService } from './feedback/feedback.service.js';
import { HelpCenterRepository } from './help-center/help-center.repository.js';
import { helpCenterRoutes } from './help-center/help-center.routes.js';
import { HelpCenterService } from './help-center/help-center.service.js';
import { deleteStaleVisitorChats } from './live-chat/live-chat-cleanup.js';
import { LiveChatHub } from './live-chat/live-chat-hub.js';
import { LiveChatLimits } from './live-chat/live-chat-limits.js';
import { liveChatDeskRoutes } from './live-chat/live-chat-desk.routes.js';
import { LiveChatDeskService } from './live-chat/live-chat-desk.service.js';
import { LiveChatRepository } from './live-chat/live-chat.repository.js';
import { liveChatRoutes } from './live-chat/live-chat.routes.js';
import { LiveChatService } from './live-chat/live-chat.service.js';
import { liveChatSocketRoutes, type ChatSocketAuth } from './live-chat/live-chat-socket.js';
import { operatorMessagesRoutes } from './operator-messages/operator-messages.routes.js';
import { OperatorMessagesRepository } from './operator-messages/operator-messages.repository.js';
import { OperatorMessagesService } from './operator-messages/operator-messages.service.js';
import { systemStatusRoutes } from './system-status/system-status.routes.js';
import { SystemStatusService } from './system-status/system-status.service.js';
import { WhitelabelRepository } from './whitelabel/whitelabel.repository.js';
import { whitelabelRoutes } from './whitelabel/whitelabel.routes.js';
import { WhitelabelService } from './whitelabel/whitelabel.service.js';

export interface ContentDeps {
  config: Pick<
    Config,
    'PUBLIC_ASSETS_BASE' | 'IMAGE_CDNS' | 'LAUNCH_GAME_CDNS' | 'VISITOR_CHAT_RETENTION_DAYS'
  >;
  db: DB;
  platform: Pick<
    Platform,
    | 'settings'
    | 'contentVersions'
    | 'members'
    | 'notices'
    | 'audit'
    | 'captcha'
    | 'shortLived'
    | 'pubsub'
    | 'humanCheck'
  >;
  /** A clean-up job finished: what it cleans and how many rows it deleted (for the log). */
  onCleanup?: ((job: string, deleted: number) => void) | undefined;
}

const HOUR = 3_600_000;

/**
 * What the site shows and says: site status and whitelabel modules, announcements, banners, the
 * help centre, customer service and app links, domain routes, and the conversation with members
 * (feedback and operator messages, delivered as notices); and the operator console's publishing
 * of it (content-publishing.ts).
 */
export function buildContentArea({ config, db, platform, onCleanup }: ContentDeps) {
  const { settings, contentVersions } = platform;
  const status = new SystemStatusService(settings, contentVersions);
  const customerService = new CustomerServiceService(new CustomerServiceRepository(db));
  const appResources = new AppResourcesService(new AppResourcesRepository(db), settings);
  const whitelabelRepository = new WhitelabelRepository(db);
  const whitelabel = new WhitelabelService({
    repository: whitelabelRepository,
    settings,
    status,
    customerService,
    appResources,
    config,
    humanCheck: platform.humanCheck,
    versions: contentVersions,
    memberRank: async (memberId) => (await platform.members.findById(memberId))?.rank_level ?? 0,
  });
  const feedbackRepository = new FeedbackRepository(db);
  const liveChatRepository = new LiveChatRepository(db);
  // Chat events reach every instance's sockets through the platform's pub/sub.
  const liveChatHub = new LiveChatHub(platform.pubsub);
  const publishing = buildContentPublishing({
    config,
    db,
    platform,
    whitelabel,
    whitelabelRepository,
  });
  const services = {
    ...publishing.services,
    status,
    customerService,
    appResources,
    whitelabel,
    announcements: new AnnouncementsService(new AnnouncementsRepository(db), contentVersions),
    helpCenter: new HelpCenterService(new HelpCenterRepository(db)),
    domainRoutes: new DomainRoutesService(new DomainRoutesRepository(db)),
    banners: new BannersService(new BannersRepository(db), config.PUBLIC_ASSETS_BASE),
    feedback: new FeedbackService({
      db,
      repository: feedbackRepository,
      captcha: platform.captcha,
      store: platform.shortLived,
    }),
    feedbackOperator: new FeedbackOperatorService({
      db,
      repository: feedbackRepository,
      notices: platform.notices,
      audit: platform.audit,
    }),
    liveChat: new LiveChatService({
      db,
      repository: liveChatRepository,
      hub: liveChatHub,
      limits: new LiveChatLimits(platform.shortLived),
    }),
    liveChatDesk: new LiveChatDeskService({
      db,
      repository: liveChatRepository,
      hub: liveChatHub,
      audit: platform.audit,
    }),
    operatorMessages: new OperatorMessagesService({
      db,
      repository: new OperatorMessagesRepository(db),
      members: platform.members,
      notices: platform.notices,
      audit: platform.audit,
    }),
  };
  /** `chatAuth`: how the chat's WebSocket knows members and staff (their areas come later). */
  const routes: FastifyPluginAsyncZod<{ chatAuth: ChatSocketAuth }> = async (app, { chatAuth }) => {
    await app.register(systemStatusRoutes, { service: services.status });
    await app.register(whitelabelRoutes, { service: services.whitelabel });
    await app.register(announcementsRoutes, { service: services.announcements });
    await app.register(helpCenterRoutes, { service: services.helpCenter });
    await app.register(domainRoutesRoutes, { service: services.domainRoutes });
    await app.register(bannersRoutes, { service: services.banners });
    await app.register(customerServiceRoutes, { service: services.customerService });
    await app.register(appResourcesRoutes, { service: services.appResources });
    await app.register(operatorMessagesRoutes, { service: services.operatorMessages });
    await app.register(feedbackRoutes, { service: services.feedback });
    await app.register(feedbackOperatorRoutes, { service: services.feedbackOperator });
    await app.register(liveChatRoutes, { service: services.liveChat });
    await app.register(liveChatDeskRoutes, { service: services.liveChatDesk });
    await app.register(liveChatSocketRoutes, {
      service: services.liveChat,
      desk: services.liveChatDesk,
      hub: liveChatHub,
      auth: chatAuth,
    });
    await app.register(publishing.routes);
  };
  const recurringJobs: RecurringJob[] = [
    {
      kind: 'live-chat.visitor-cleanup',
      everyMs: HOUR,
      run: async ({ now }) => {
        const deleted = await deleteStaleVisitorChats(
          db,
          liveChatRepository,
          now,
          config.VISITOR_CHAT_RETENTION_DAYS,
        );
        onCleanup?.('live-chat.visitor-cleanup', deleted);
      },
    },
  ];
  return { services, routes, recurringJobs };
}
