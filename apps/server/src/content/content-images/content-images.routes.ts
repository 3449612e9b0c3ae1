import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTENT_IMAGE_DATA_URL_MAX,
  contentImageUploadSchema,
  contentImageValueSchema,
} from '@portal/shared/schemas/content-operator/images';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { rolesWith } from '@portal/shared/staff-roles';
import { jsonResponses, ok } from '../../lib/responses.js';
import { operatorOf } from '../../platform/operators/operator-routes.js';
import type { ContentImagesService } from './content-images.service.js';

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * The console's image upload, and the uploaded images served beside the site's own assets
 * (`<assets base>/uploads/<sha256>.<ext>`): a more specific route than the assets directory's,
 * so the same CDN origin serves both.
 */
export const contentImagesRoutes: FastifyPluginAsyncZod<{
  service: ContentImagesService;
  assetsBase: string;
}> = async (app, { service, assetsBase }) => {
  app.post(
    '/wps/operator/content/images',
    {
      // Promotion pages carry images too: who edits them (engagement.manage) uploads them.
      config: {
        staff: [...new Set([...rolesWith('content.manage'), ...rolesWith('engagement.manage')])],
      },
      bodyLimit: CONTENT_IMAGE_DATA_URL_MAX + 1024,
      schema: {
        tags: ['operator'],
        summary:
          'Upload an image for content (PNG, JPEG or WebP of at most 2 MB, checked by its bytes); ' +
          'answers the path content stores',
        querystring: emptyQuerySchema,
        body: contentImageUploadSchema,
        response: jsonResponses(contentImageValueSchema),
      },
    },
    async (request) => ok(await service.upload(operatorOf(request), request.body.dataUrl)),
  );

  app.get(
    `${assetsBase}/uploads/:name`,
    {
      schema: {
        hide: true,
        params: z.strictObject({ name: z.string().max(80) }),
        querystring: z.object({}),
      },
    },
    async (request, reply) => {
      const image = await service.read(request.params.name);
      return reply
        .type(image.mimeType)
        .header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(image.data);
    },
  );
};
