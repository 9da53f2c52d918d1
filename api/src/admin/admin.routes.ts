import { z } from 'zod';
import {
  ADMIN_MESSAGES,
  adminLoginSchema,
  adminUserListQuerySchema,
  userStatusUpdateSchema,
  type AdminLoginEnvelope,
} from '@academy/shared';
import {
  accountRateLimits,
  userView,
  principalOf,
  listPurchasedCourseIds,
  toAdminUserListItem,
  currentUser,
} from '../accounts/index.ts';
import type { AppContext } from '../context.ts';
import { defineRoute, type RouteDefinition } from '../http/route.ts';
import { adminLogin, adminUserList, setUserStatus } from './admin.service.ts';

/** Admin sign-in and user management (spec 001 §5-§7). */
export function adminRoutes(ctx: AppContext): RouteDefinition[] {
  const limits = accountRateLimits(ctx);
  return [
    defineRoute({
      method: 'post',
      path: '/admin/login',
      access: 'public',
      before: [limits.loginByAddress, limits.adminLogin],
      body: adminLoginSchema,
      handler: async ({ res, body }) => {
        const session = await adminLogin(ctx, body);
        // The spec reads "token, user": they sit both in `data` and at the top of the envelope.
        const envelope: AdminLoginEnvelope = {
          success: true,
          message: 'Login successful',
          data: session,
          token: session.token,
          user: session.user,
        };
        res.status(200).json(envelope);
        return undefined;
      },
    }),
    defineRoute({
      method: 'get',
      path: '/admin/validate',
      access: 'admin',
      handler: async ({ res, principal }) => {
        const admin = await userView(ctx, await currentUser(ctx, principalOf(principal).userId));
        res
          .status(200)
          .json({ success: true, message: 'Admin token is valid', data: { admin }, admin });
        return undefined;
      },
    }),
    defineRoute({
      method: 'get',
      path: '/user/admin/all',
      access: 'admin',
      query: adminUserListQuerySchema,
      handler: async ({ query }) => ({ data: await adminUserList(ctx, query), message: 'OK' }),
    }),
    defineRoute({
      method: 'put',
      path: '/user/admin/:id/status',
      access: 'admin',
      params: z.object({ id: z.string().max(64) }),
      body: userStatusUpdateSchema,
      handler: async ({ params, body }) => {
        const row = await setUserStatus(ctx, params.id, body.status);
        const user = toAdminUserListItem(row, await listPurchasedCourseIds(ctx, row.id));
        return {
          data: { user },
          message:
            body.status === 'inactive' ? ADMIN_MESSAGES.deactivated : ADMIN_MESSAGES.reactivated,
        };
      },
    }),
  ];
}
