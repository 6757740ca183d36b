import Joi from 'joi';
import { AVATAR_CONTENT_TYPES, AVATAR_FIELD, AVATAR_MAX_BYTES } from '@inkwell/contracts';
import type { CoreModule } from '../module.js';
import { uploadOf } from '../../http/file-upload.js';
import { pageQuery, pageSchema } from '../../shared/query-schemas.js';
import {
  deleteSelfAvatar,
  findAvatarImage,
  getSelfClassification,
  getSelfNotificationSettings,
  getSelfProfile,
  patchSelfProfile,
  putSelfClassification,
  putSelfLanguages,
  putSelfNotificationSettings,
  saveSelfAvatar,
} from './self-profile.service.js';
import { getSelfClient, listSelfClients, selfClientOrders } from './self-clients.service.js';
import { selfActivities, selfClientActivities, selfClientEarnings, selfClientRating, selfClientStats, selfStats } from './self-client-figures.service.js';
import { activitySchema, orderStatsSchema } from './linguists.schema.js';
import {
  getSelfPartnershipPrices,
  getSelfPartnershipPricesPerWord,
  getSelfPrice,
  getSelfPrices,
  setSelfPartnershipPrice,
  setSelfPrice,
} from './self-prices.service.js';
import { changeSelfEmail, changeSelfPassword, confirmSelfEmail, getSelfEmail } from './self-settings.service.js';
import {
  avatarParams,
  clientIdParams,
  partnershipParams,
  selfAvatarSchema,
  selfClassificationBody,
  selfClassificationSchema,
  selfClientEarningsSchema,
  selfClientOrderSchema,
  selfClientRatingSchema,
  selfClientSchema,
  selfEmailBody,
  selfEmailConfirmBody,
  selfEmailSchema,
  selfLanguageSchema,
  selfLanguagesBody,
  selfNotificationBody,
  selfNotificationSchema,
  selfPartnershipPriceSchema,
  selfPartnershipPricesSchema,
  selfPasswordBody,
  selfPriceBody,
  selfPricePerWordQuery,
  selfPricePerWordSchema,
  selfPriceSchema,
  selfPricesSchema,
  selfProfilePatch,
  selfProfileSchema,
} from './self.schema.js';

const PROFILE = ['Linguist profile'];
const CLIENTS = ['Linguist clients'];
const SETTINGS = ['Linguist settings'];
const NOT_HER_CLIENT = { 404: { description: 'A client she never wrote or proofread for' } };
const OUT_OF_RANGE = { 422: { description: 'Not one of her languages, or a price outside her level’s range (names the field)' } };

/** The linguist app's own profile, prices, clients and settings (decision 030); every answer is the caller's. */
export const linguistSelfModule: CoreModule = {
  name: 'linguist-self',
  register(api, runtime) {
    // The spec names the profile twice (admin-and-linguist §7.2): under /linguist/profile, which the profile page
    // reads, and under /linguist/settings/profile, where the app's settings save. One declaration serves both.
    for (const [path, tags] of [['/linguist/profile', PROFILE], ['/linguist/settings/profile', SETTINGS]] as const) {
      api.route({
        method: 'get',
        path,
        summary: 'Her profile, languages, availability and statistics',
        tags,
        access: 'linguist',
        responses: { 200: { description: 'The profile', schema: selfProfileSchema } },
        handler: (_req, _res, caller) => getSelfProfile(caller.id),
      });
      api.route({
        method: 'patch',
        path,
        summary: 'Change her nickname, names, country or availability',
        tags,
        access: 'linguist',
        body: selfProfilePatch,
        responses: { 200: { description: 'The profile', schema: selfProfileSchema }, 422: { description: 'Unknown country' } },
        handler: (req, _res, caller) => patchSelfProfile(caller.id, req.body),
      });
    }
    api.route({
      method: 'get',
      path: '/linguist/profile/classification',
      summary: 'Her interests (text topics), industry expertise, academic degree and field',
      tags: PROFILE,
      access: 'linguist',
      responses: { 200: { description: 'The classification', schema: selfClassificationSchema } },
      handler: (_req, _res, caller) => getSelfClassification(caller.id),
    });
    api.route({
      method: 'put',
      path: '/linguist/profile/classification',
      summary: 'Replace her classification with ids from the reference catalogues',
      tags: PROFILE,
      access: 'linguist',
      body: selfClassificationBody,
      responses: { 200: { description: 'The classification', schema: selfClassificationSchema }, 422: { description: 'An id not in its catalogue' } },
      handler: (req, _res, caller) => putSelfClassification(caller.id, req.body),
    });
    api.route({
      method: 'get',
      path: '/linguist/profile/stats',
      summary: 'What all her orders say of her: by status, acceptance and rejection rates, ratings',
      tags: PROFILE,
      access: 'linguist',
      responses: { 200: { description: 'Statistics', schema: orderStatsSchema } },
      handler: (_req, _res, caller) => selfStats(caller.id),
    });
    api.route({
      method: 'get',
      path: '/linguist/profile/activities',
      summary: 'Her recent order events with every client, newest first',
      tags: PROFILE,
      access: 'linguist',
      query: pageQuery,
      responses: { 200: { description: 'A page of activities', schema: pageSchema(activitySchema) } },
      handler: (req, _res, caller) => selfActivities(caller.id, req.query),
    });
    api.route({
      method: 'put',
      path: '/linguist/profile/languages',
      summary: 'Replace her languages, each with her proficiency',
      tags: PROFILE,
      access: 'linguist',
      body: selfLanguagesBody,
      responses: { 200: { description: 'Her languages', schema: Joi.array().items(selfLanguageSchema) }, 422: { description: 'Unknown language' } },
      handler: (req, _res, caller) => putSelfLanguages(caller.id, req.body),
    });
    api.route({
      method: 'post',
      path: '/linguist/profile/avatar',
      summary: 'Upload her avatar (PNG, JPEG or WebP, recognised by content)',
      tags: PROFILE,
      access: 'linguist',
      upload: { field: AVATAR_FIELD, maxBytes: AVATAR_MAX_BYTES, types: AVATAR_CONTENT_TYPES, description: 'the avatar image' },
      status: 201,
      responses: { 201: { description: 'Where the avatar is served', schema: selfAvatarSchema } },
      handler: (req, _res, caller) => saveSelfAvatar(caller.id, uploadOf(req)),
    });
    api.route({
      method: 'delete',
      path: '/linguist/profile/avatar',
      summary: 'Remove her avatar; the apps show her initials',
      tags: PROFILE,
      access: 'linguist',
      status: 204,
      responses: { 204: { description: 'Removed' } },
      handler: (_req, _res, caller) => deleteSelfAvatar(caller.id),
    });
    api.route({
      method: 'get',
      path: '/linguist/avatar/:id',
      summary: 'A linguist’s avatar image; the id changes with every upload, so it is cached for a year',
      tags: PROFILE,
      access: 'public',
      params: avatarParams,
      responses: { 200: { description: 'The image', contentType: 'image/*' }, 404: { description: 'No such avatar (replaced or removed)' } },
      handler: async (req, res) => {
        const image = await findAvatarImage(req.params.id);
        res
          .status(200)
          .set({
            'Content-Type': image.contentType,
            'Cache-Control': 'public, max-age=31536000, immutable',
            'X-Content-Type-Options': 'nosniff',
            'Content-Security-Policy': "default-src 'none'",
            'Content-Disposition': 'inline; filename="avatar"',
          })
          .end(image.content);
      },
    });

    api.route({
      method: 'get',
      path: '/linguist/prices-per-word',
      summary: 'Her own prices per word and the range her level allows',
      tags: PROFILE,
      access: 'linguist',
      responses: { 200: { description: 'Prices and ranges', schema: selfPricesSchema } },
      handler: (_req, _res, caller) => getSelfPrices(caller.id),
    });
    // The spec names setting a price under both the plural and the singular path; one declaration serves both.
    for (const path of ['/linguist/prices-per-word', '/linguist/price-per-word']) {
      api.route({
        method: 'post',
        path,
        summary: 'Set her price per word for one language and service, within her level’s range',
        tags: PROFILE,
        access: 'linguist',
        body: selfPriceBody,
        responses: { 200: { description: 'The price', schema: selfPriceSchema }, ...OUT_OF_RANGE },
        handler: (req, _res, caller) => setSelfPrice(caller.id, req.body),
      });
    }
    api.route({
      method: 'get',
      path: '/linguist/price-per-word',
      summary: 'Her price per word for one of her languages and a service, with the range her level allows',
      tags: PROFILE,
      access: 'linguist',
      query: selfPricePerWordQuery,
      responses: { 200: { description: 'The price, null while she has set none', schema: selfPricePerWordSchema }, 422: { description: 'Not one of her languages (field language)' } },
      handler: (req, _res, caller) => getSelfPrice(caller.id, req.query),
    });
    api.route({
      method: 'get',
      path: '/linguist/partnership/:clientId/price',
      summary: 'Her prices for one client she worked for',
      tags: CLIENTS,
      access: 'linguist',
      params: partnershipParams,
      responses: { 200: { description: 'Prices', schema: Joi.array().items(selfPartnershipPriceSchema) }, ...NOT_HER_CLIENT },
      handler: (req, _res, caller) => getSelfPartnershipPrices(caller.id, req.params.clientId),
    });
    api.route({
      method: 'post',
      path: '/linguist/partnership/:clientId/price',
      summary: 'Set her price for one client, used for that client’s direct orders',
      tags: CLIENTS,
      access: 'linguist',
      params: partnershipParams,
      body: selfPriceBody,
      responses: { 200: { description: 'The price', schema: selfPartnershipPriceSchema }, ...NOT_HER_CLIENT, ...OUT_OF_RANGE },
      handler: (req, _res, caller) => setSelfPartnershipPrice(caller.id, req.params.clientId, req.body),
    });
    api.route({
      method: 'get',
      path: '/linguist/partnership/:clientId/prices-per-word',
      summary: 'Her prices for one client she worked for, with the ranges her level allows',
      tags: CLIENTS,
      access: 'linguist',
      params: partnershipParams,
      responses: { 200: { description: 'Prices and ranges', schema: selfPartnershipPricesSchema }, ...NOT_HER_CLIENT },
      handler: (req, _res, caller) => getSelfPartnershipPricesPerWord(caller.id, req.params.clientId),
    });
    api.route({
      method: 'post',
      path: '/linguist/partnership/:clientId/prices-per-word',
      summary: 'Set her price for one client (the same as POST …/price)',
      tags: CLIENTS,
      access: 'linguist',
      params: partnershipParams,
      body: selfPriceBody,
      responses: { 200: { description: 'The price', schema: selfPartnershipPriceSchema }, ...NOT_HER_CLIENT, ...OUT_OF_RANGE },
      handler: (req, _res, caller) => setSelfPartnershipPrice(caller.id, req.params.clientId, req.body),
    });

    api.route({
      method: 'get',
      path: '/linguist/clients',
      summary: 'The clients she wrote or proofread for, with orders, earnings and their rating of her',
      tags: CLIENTS,
      access: 'linguist',
      responses: { 200: { description: 'Clients', schema: Joi.array().items(selfClientSchema) } },
      handler: (_req, _res, caller) => listSelfClients(caller.id),
    });
    api.route({
      method: 'get',
      path: '/linguist/client/:id',
      summary: 'One client she worked for',
      tags: CLIENTS,
      access: 'linguist',
      params: clientIdParams,
      responses: { 200: { description: 'The client', schema: selfClientSchema }, ...NOT_HER_CLIENT },
      handler: (req, _res, caller) => getSelfClient(caller.id, req.params.id),
    });
    api.route({
      method: 'get',
      path: '/linguist/client/:id/orders',
      summary: 'That client’s orders she wrote or proofread, newest first',
      tags: CLIENTS,
      access: 'linguist',
      params: clientIdParams,
      query: pageQuery,
      responses: { 200: { description: 'A page of orders', schema: pageSchema(selfClientOrderSchema) }, ...NOT_HER_CLIENT },
      handler: (req, _res, caller) => selfClientOrders(caller.id, req.params.id, req.query),
    });

    api.route({
      method: 'get',
      path: '/linguist/client/:id/rating',
      summary: 'How that client rated her accepted orders: per criterion and the latest rated orders',
      tags: CLIENTS,
      access: 'linguist',
      params: clientIdParams,
      responses: { 200: { description: 'The ratings', schema: selfClientRatingSchema }, ...NOT_HER_CLIENT },
      handler: (req, _res, caller) => selfClientRating(caller.id, req.params.id),
    });
    api.route({
      method: 'get',
      path: '/linguist/client/:id/earnings',
      summary: 'Her pay from that client’s accepted orders: total, last 30 days and by month (minor units)',
      tags: CLIENTS,
      access: 'linguist',
      params: clientIdParams,
      responses: { 200: { description: 'Earnings', schema: selfClientEarningsSchema }, ...NOT_HER_CLIENT },
      handler: (req, _res, caller) => selfClientEarnings(caller.id, req.params.id),
    });
    api.route({
      method: 'get',
      path: '/linguist/client/:id/stats',
      summary: 'Her statistics over that client’s orders',
      tags: CLIENTS,
      access: 'linguist',
      params: clientIdParams,
      responses: { 200: { description: 'Statistics', schema: orderStatsSchema }, ...NOT_HER_CLIENT },
      handler: (req, _res, caller) => selfClientStats(caller.id, req.params.id),
    });
    api.route({
      method: 'get',
      path: '/linguist/client/:id/activities',
      summary: 'Her order events with that client, newest first',
      tags: CLIENTS,
      access: 'linguist',
      params: clientIdParams,
      query: pageQuery,
      responses: { 200: { description: 'A page of activities', schema: pageSchema(activitySchema) }, ...NOT_HER_CLIENT },
      handler: (req, _res, caller) => selfClientActivities(caller.id, req.params.id, req.query),
    });

    api.route({
      method: 'get',
      path: '/linguist/settings/email',
      summary: 'Her sign-in e-mail address and the one waiting for her confirmation',
      tags: SETTINGS,
      access: 'linguist',
      responses: { 200: { description: 'The addresses', schema: selfEmailSchema } },
      handler: (_req, _res, caller) => getSelfEmail(caller.id),
    });
    api.route({
      method: 'put',
      path: '/linguist/settings/email',
      summary: 'Ask to sign in with another address (current password required): a confirmation link goes to it, nothing changes yet',
      tags: SETTINGS,
      access: 'linguist',
      body: selfEmailBody,
      responses: {
        200: { description: 'Her address and the one waiting for confirmation', schema: selfEmailSchema },
        400: { description: 'Wrong current password (field currentPassword), or her address already (field email)' },
        409: { description: 'Another account uses it' },
      },
      handler: (req, _res, caller) => changeSelfEmail(runtime, caller.id, req.body.email, req.body.currentPassword),
    });
    api.route({
      method: 'post',
      path: '/linguist/settings/email/confirm',
      summary: 'Open the confirmation link: the address it was mailed to becomes her sign-in address',
      tags: SETTINGS,
      access: 'linguist',
      body: selfEmailConfirmBody,
      responses: {
        200: { description: 'Her new address', schema: selfEmailSchema },
        400: { description: 'The link is unknown, expired, used or another’s (field token)' },
        409: { description: 'Another account took the address meanwhile' },
      },
      handler: (req, _res, caller) => confirmSelfEmail(caller.id, req.body.token),
    });
    api.route({
      method: 'put',
      path: '/linguist/settings/password',
      summary: 'Change her password (current password required); her other sessions end',
      tags: SETTINGS,
      access: 'linguist',
      body: selfPasswordBody,
      status: 204,
      responses: { 204: { description: 'Changed' } },
      handler: (req, _res, caller) => changeSelfPassword(caller.id, req.body.currentPassword, req.body.newPassword),
    });
    api.route({
      method: 'get',
      path: '/linguist/settings/notification',
      summary: 'Which mails she wants',
      tags: SETTINGS,
      access: 'linguist',
      responses: { 200: { description: 'The settings', schema: selfNotificationSchema } },
      handler: (_req, _res, caller) => getSelfNotificationSettings(caller.id),
    });
    api.route({
      method: 'put',
      path: '/linguist/settings/notification',
      summary: 'Change some of her notification settings',
      tags: SETTINGS,
      access: 'linguist',
      body: selfNotificationBody,
      responses: { 200: { description: 'The settings', schema: selfNotificationSchema } },
      handler: (req, _res, caller) => putSelfNotificationSettings(caller.id, req.body),
    });
  },
};
