import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { ACCOUNT_MESSAGES, profileUpdateSchema, type PhotoUrlResult } from '@academy/shared';
import type { AppContext } from '../context.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { defineRoute, type RouteDefinition } from '../http/route.ts';
import { userView } from './account.service.ts';
import { principalOf } from './auth.routes.ts';
import { photoKeyOfFile, photoUpload, photoUrlOf } from './profile-photo.ts';
import {
  currentUser,
  removeProfilePhoto,
  setProfilePhoto,
  updateProfile,
} from './profile.service.ts';

/** Profile and photo (spec 000 §7): the learner's own data only, so every path says "me". */
export function profileRoutes(ctx: AppContext): RouteDefinition[] {
  const photoUrl = (path: string) =>
    defineRoute({
      method: 'get',
      path,
      access: 'learner',
      handler: async ({ principal }) => {
        const row = await currentUser(ctx, principalOf(principal).userId);
        const data: PhotoUrlResult = { photoUrl: photoUrlOf(row.profilePhotoKey) };
        return { data, message: data.photoUrl ? 'OK' : 'No profile photo' };
      },
    });
  return [
    defineRoute({
      method: 'put',
      path: '/auth/profile',
      access: 'learner',
      before: [photoUpload()],
      bodyKind: 'multipart',
      files: ['profilePhoto'],
      body: profileUpdateSchema,
      handler: async ({ req, principal, body }) => {
        const row = await updateProfile(ctx, principalOf(principal).userId, body, req.file?.buffer);
        return { data: await userView(ctx, row), message: 'Profile updated successfully' };
      },
    }),
    // The navbar reads the first path, the profile page the second (spec 000 §7).
    photoUrl('/auth/users/me/photo'),
    photoUrl('/users/me/photo'),
    defineRoute({
      method: 'put',
      path: '/users/me/photo',
      access: 'learner',
      before: [photoUpload()],
      bodyKind: 'multipart',
      files: ['profilePhoto'],
      handler: async ({ req, principal }) => {
        if (!req.file) {
          throw badRequest('Please choose a photo to upload.', {
            profilePhoto: ACCOUNT_MESSAGES.imageInvalid,
          });
        }
        const row = await setProfilePhoto(ctx, principalOf(principal).userId, req.file.buffer);
        return { data: await userView(ctx, row), message: 'Profile photo updated successfully' };
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/users/me/photo',
      access: 'learner',
      handler: async ({ principal }) => {
        const row = await removeProfilePhoto(ctx, principalOf(principal).userId);
        return { data: await userView(ctx, row), message: 'Profile photo removed successfully' };
      },
    }),
    defineRoute({
      // Public so that an <img> tag can load it; the random file name is the access check.
      method: 'get',
      path: '/users/photos/:file',
      access: 'public',
      produces: 'binary',
      params: z.object({ file: z.string().max(64) }),
      handler: async ({ params, res }) => {
        const key = photoKeyOfFile(params.file);
        const found = key ? await ctx.storage.stat(key) : null;
        if (!key || !found) throw notFound('Photo not found');
        res.set({
          'Content-Type': 'image/webp',
          'Content-Length': String(found.size),
          // A new photo gets a new name, so this one never changes.
          'Cache-Control': 'public, max-age=31536000, immutable',
          'Cross-Origin-Resource-Policy': 'same-site',
        });
        res.removeHeader('Vary');
        await pipeline(await ctx.storage.get(key), res);
        return undefined;
      },
    }),
  ];
}
