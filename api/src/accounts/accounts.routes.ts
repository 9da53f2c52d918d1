import type { AppContext } from '../context.ts';
import type { RouteDefinition } from '../http/route.ts';
import { authRoutes } from './auth.routes.ts';
import { googleRoutes } from './google.routes.ts';
import { profileRoutes } from './profile.routes.ts';

/** Every learner accounts route: sign-up and sign-in, e-mailed links, Google, profile and photo. */
export function accountsRoutes(ctx: AppContext): RouteDefinition[] {
  return [...authRoutes(ctx), ...googleRoutes(ctx), ...profileRoutes(ctx)];
}
