import type { AppContext } from '../context.ts';
import type { RouteDefinition } from '../http/route.ts';
import { drmRoutes } from './drm.routes.ts';
import { offlineLicenceRoutes } from './offline-licence.routes.ts';
import { uploadRoutes } from './upload.routes.ts';
import { videoRoutes } from './video.routes.ts';

/** Every route of the media capability: lessons, keys, signed media files, uploads, `/api/drm`,
 * offline licences. */
export function mediaRoutes(ctx: AppContext): RouteDefinition[] {
  return [
    ...uploadRoutes(ctx),
    ...videoRoutes(ctx),
    ...drmRoutes(ctx),
    ...offlineLicenceRoutes(ctx),
  ];
}
