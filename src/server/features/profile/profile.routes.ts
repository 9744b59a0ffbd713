import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  MAX_IMAGE_BYTES,
  NOT_AN_IMAGE_MESSAGE,
  profileSettingsSchema,
  timezoneSchema,
} from '#shared/profile/profile.schemas';
import { profileAnswer, timezoneAnswer } from '#shared/profile/profile.types';
import type { AppEnv } from '#server/app-env';
import { badRequest } from '#server/lib/domain-error';
import { documented } from '#server/lib/documented';
import { validate } from '#server/lib/validate';
import { hourlyLimitPerPerson } from '#server/middleware/rate-limit';
import { actorOf, requireActor } from '#server/middleware/session';
import { imageTooLarge } from '#server/storage/image-upload';
import { removeAvatar, uploadAvatar } from './avatar.service';
import { profileMessages } from './profile-messages';
import { updateTimezone } from './profile.queries';
import { getProfile, updateProfile } from './profile.service';

// The multipart envelope (boundaries, part headers) around the image; a bigger body is refused before it is read.
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

export const profileRoutes = new Hono<AppEnv>()
  .get(
    '/',
    documented({
      summary: 'The token owner: name, time zone and settings',
      answers: { 200: profileAnswer },
      refusals: [404],
    }),
    requireActor,
    async (c) => c.json(await getProfile(c.var.deps, actorOf(c))),
  )
  .patch(
    '/',
    documented({
      summary: 'Change your name, time zone or reminder settings',
      answers: { 200: profileAnswer },
      refusals: [404],
    }),
    requireActor,
    validate('json', profileSettingsSchema),
    async (c) => c.json(await updateProfile(c.var.deps, actorOf(c), c.req.valid('json'))),
  )
  // the browser reports its zone after sign-in, so "today" for future-dated check-ins is the person's own
  .put(
    '/timezone',
    documented({ summary: "Set your time zone (the browser's own)", answers: { 200: timezoneAnswer } }),
    requireActor,
    validate('json', timezoneSchema),
    async (c) => {
      const { timezone } = c.req.valid('json');
      await updateTimezone(c.var.deps.db, actorOf(c).userId, timezone);
      return c.json({ timezone });
    },
  )
  .post(
    '/avatar',
    documented({
      summary: 'Upload your profile picture (JPEG, PNG, WebP or GIF, at most 5 MB)',
      answers: { 200: profileAnswer },
      refusals: [404],
      multipart: { fields: { avatar: 'file' }, required: ['avatar'] },
    }),
    requireActor,
    bodyLimit({
      maxSize: MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES,
      onError: () => {
        throw imageTooLarge();
      },
    }),
    hourlyLimitPerPerson('avatar-upload', 20, profileMessages.avatarUploadLimited),
    async (c) => {
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const file = form.avatar;
      if (!(file instanceof File)) throw badRequest(NOT_AN_IMAGE_MESSAGE, { avatar: NOT_AN_IMAGE_MESSAGE });
      const profile = await uploadAvatar(c.var.deps, actorOf(c), new Uint8Array(await file.arrayBuffer()));
      return c.json(profile);
    },
  )
  .delete(
    '/avatar',
    documented({
      summary: 'Remove your profile picture (your initials show instead)',
      answers: { 200: profileAnswer },
      refusals: [404],
    }),
    requireActor,
    async (c) => c.json(await removeAvatar(c.var.deps, actorOf(c))),
  );
