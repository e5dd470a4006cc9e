import { z } from 'zod';
import { ZCatchConditions, CATCH_METHODS, TIDE_STAGES } from './catches.ts';
import { ZLatitude, ZLongitude } from './locations.ts';
import { freeText, oneLineText } from './validation.ts';

/** How precisely a post shows its spot to other members (enforced by the server). */
export const SPOT_PRIVACY = ['exact', 'mile', 'ten-miles', 'region'] as const;
export type SpotPrivacy = (typeof SPOT_PRIVACY)[number];
export const SPOT_PRIVACY_LABELS: Record<SpotPrivacy, string> = {
  exact: 'Exact spot',
  mile: 'About 1 mile',
  'ten-miles': 'About 10 miles',
  region: 'Region only',
};

export const COMMUNITY_RULES = {
  maxTitle: 120,
  maxBody: 10_000,
  maxReply: 5000,
  /** Posts and replies per member per hour */
  postsPerHour: 10,
  repliesPerHour: 30,
  flagsPerHour: 20,
  defaultRadiusMi: 25,
  maxRadiusMi: 200,
} as const;

const title = oneLineText()
  .trim()
  .min(3, 'Title must be at least 3 characters')
  .max(COMMUNITY_RULES.maxTitle);

export const ZShareCatchRequest = z.object({
  kind: z.literal('catch'),
  catchId: z.uuid('Invalid catch id'),
  spotPrivacy: z.enum(SPOT_PRIVACY, { error: 'Choose how precisely to show the spot' }),
  title: title.optional(),
  body: freeText().max(COMMUNITY_RULES.maxBody).default(''),
});

export const ZCreateThreadRequest = z.object({
  kind: z.literal('discussion'),
  title,
  body: freeText().trim().min(1, 'Write something').max(COMMUNITY_RULES.maxBody),
  species: oneLineText().trim().max(60).optional(),
  spot: z
    .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
    .optional(),
  spotPrivacy: z.enum(SPOT_PRIVACY).default('region'),
});

export const ZCreatePostRequest = z.discriminatedUnion('kind', [
  ZShareCatchRequest,
  ZCreateThreadRequest,
]);
export type TCreatePostRequest = z.input<typeof ZCreatePostRequest>;

export const ZPostId = z.uuid('Invalid post id');

export const ZFeedQuery = z
  .object({
    lat: ZLatitude.optional(),
    lon: ZLongitude.optional(),
    radiusMi: z.coerce.number().min(1).max(COMMUNITY_RULES.maxRadiusMi).optional(),
    species: oneLineText().trim().max(60).optional(),
    kind: z.enum(['catch', 'discussion']).optional(),
    before: z.iso.datetime({ offset: true }).optional(),
    limit: z.coerce.number().int().min(1).max(50).default(20),
  })
  .refine((q) => (q.lat === undefined) === (q.lon === undefined), {
    message: 'Give both lat and lon, or neither',
    path: ['lat'],
  });
export type TFeedQuery = z.input<typeof ZFeedQuery>;

/** The spot as others see it: never more precise than its poster chose. */
export const ZPublicSpot = z.object({
  privacy: z.enum(SPOT_PRIVACY),
  /** Null for region-only posts */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  label: z.string(),
  /** Miles from the searched point to the shown point, when an area was searched */
  distanceMi: z.number().nullable(),
});

/**
 * The conditions of a shared catch as others see them: nothing that could place the spot more
 * precisely than its poster allowed (no station or gauge names or distances, no sun altitude).
 */
export const ZPublicCatchConditions = ZCatchConditions.pick({
  local: true,
  airTempF: true,
  windMph: true,
  windFrom: true,
  pressureTrend: true,
  moonPhase: true,
  solunar: true,
  light: true,
}).extend({
  waterTempF: z.number().nullable(),
  tideStage: z.enum(TIDE_STAGES).nullable(),
  tideFlowFtPerHour: z.number().nullable(),
});
export type TPublicCatchConditions = z.infer<typeof ZPublicCatchConditions>;

export const ZPost = z.object({
  id: z.string(),
  kind: z.enum(['catch', 'discussion']),
  title: z.string(),
  bodyHtml: z.string(),
  authorName: z.string(),
  mine: z.boolean(),
  species: z.string().nullable(),
  speciesName: z.string().nullable(),
  spot: ZPublicSpot.nullable(),
  catch: z
    .object({
      /** Local date and hour of the catch */
      caughtAtLocal: z.string(),
      lengthIn: z.number().nullable(),
      weightLb: z.number().nullable(),
      bait: z.string(),
      method: z.enum(CATCH_METHODS),
      photoUrl: z.string().nullable(),
      conditions: ZPublicCatchConditions,
    })
    .nullable(),
  status: z.enum(['visible', 'hidden', 'removed']),
  replyCount: z.number(),
  createdAt: z.string(),
});
export type TPost = z.infer<typeof ZPost>;

export const ZFeed = z.object({ items: z.array(ZPost), nextBefore: z.string().nullable() });
export type TFeed = z.infer<typeof ZFeed>;

export const ZReply = z.object({
  id: z.string(),
  bodyHtml: z.string(),
  authorName: z.string(),
  mine: z.boolean(),
  createdAt: z.string(),
});
export type TReply = z.infer<typeof ZReply>;

export const ZPostDetail = z.object({ post: ZPost, replies: z.array(ZReply) });
export type TPostDetail = z.infer<typeof ZPostDetail>;

export const ZCreateReplyRequest = z.object({
  body: freeText().trim().min(1, 'Write a reply').max(COMMUNITY_RULES.maxReply),
});
export type TCreateReplyRequest = z.input<typeof ZCreateReplyRequest>;

export const ZFlagRequest = z.object({
  targetType: z.enum(['post', 'reply']),
  targetId: z.uuid('Invalid id'),
  reason: oneLineText().trim().min(3, 'Say what is wrong').max(300),
});
export type TFlagRequest = z.input<typeof ZFlagRequest>;

/** Moderators' actions; every one carries a reason and is audit-logged. */
export const ZModerateRequest = z.object({
  targetType: z.enum(['post', 'reply']),
  targetId: z.uuid('Invalid id'),
  action: z.enum(['hide', 'remove', 'restore']),
  reason: oneLineText().trim().min(3, 'Give a reason').max(300),
});
export type TModerateRequest = z.input<typeof ZModerateRequest>;

export const ZFlagView = z.object({
  targetType: z.enum(['post', 'reply']),
  targetId: z.string(),
  postId: z.string(),
  excerpt: z.string(),
  authorName: z.string(),
  status: z.enum(['visible', 'hidden', 'removed']),
  reasons: z.array(z.string()),
  flagCount: z.number(),
  firstFlaggedAt: z.string(),
});
export const ZFlagQueue = z.object({ items: z.array(ZFlagView) });
export type TFlagQueue = z.infer<typeof ZFlagQueue>;
