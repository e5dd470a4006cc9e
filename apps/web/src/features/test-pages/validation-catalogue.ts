import type { z } from 'zod';
import {
  ZAiSettingsInput,
  ZBlogPostInput,
  ZContactRequest,
  ZCreateCatchRequest,
  ZCreateReplyRequest,
  ZCreateReportRequest,
  ZCreateThreadRequest,
  ZDeleteAccountRequest,
  ZEmergencyAccessRequest,
  ZFlagRequest,
  ZShareCatchRequest,
  ZStyleSettingsInput,
} from '@anglerscout/contracts';

/** One form of the app: the shared zod contract that checks it (on the server, and in the form). */
export interface FormContract {
  form: string;
  /** Where the form is */
  screen: string;
  /** The contract's name in packages/contracts */
  contract: string;
  schema: z.ZodType;
  /** Inputs that show its messages: nothing filled in, then values that are wrong */
  samples: { label: string; input: unknown }[];
}

const EMPTY = { label: 'Nothing filled in', input: {} };

/**
 * Every form whose input is checked by a shared contract. The validation test page runs each
 * sample through the contract as the page renders, so the messages it shows are the ones the
 * contract produces today, not a copy.
 */
export const FORM_CONTRACTS: FormContract[] = [
  {
    form: 'Create Report',
    screen: '/app/reports/new',
    contract: 'ZCreateReportRequest',
    schema: ZCreateReportRequest,
    samples: [
      EMPTY,
      {
        label: 'A date that does not exist, coordinates off the globe',
        input: {
          location: { name: ' ', latitude: 91, longitude: -181 },
          date: '2025-02-30',
          fishingType: 'jetski',
          baitType: 'dynamite',
          habitat: 'lava',
        },
      },
    ],
  },
  {
    form: 'Log a catch',
    screen: '/app/catches/new',
    contract: 'ZCreateCatchRequest',
    schema: ZCreateCatchRequest,
    samples: [
      EMPTY,
      {
        label: 'A time without a zone, a negative length',
        input: {
          caughtAt: '2025-06-01 06:30',
          latitude: 200,
          longitude: 0,
          species: '',
          lengthIn: -3,
        },
      },
    ],
  },
  {
    form: 'Contact Us',
    screen: '/contact',
    contract: 'ZContactRequest',
    schema: ZContactRequest,
    samples: [
      EMPTY,
      {
        label: 'A malformed e-mail and phone',
        input: { fullName: 'A', email: 'angler@', phone: 'call me', message: 'hi' },
      },
    ],
  },
  {
    form: 'Start a discussion',
    screen: '/app/community/new',
    contract: 'ZCreateThreadRequest',
    schema: ZCreateThreadRequest,
    samples: [
      EMPTY,
      { label: 'An empty body', input: { kind: 'discussion', title: 'ok title', body: '   ' } },
    ],
  },
  {
    form: 'Share a catch',
    screen: '/app/catches/{id}',
    contract: 'ZShareCatchRequest',
    schema: ZShareCatchRequest,
    samples: [EMPTY],
  },
  {
    form: 'Reply',
    screen: '/app/community/{id}',
    contract: 'ZCreateReplyRequest',
    schema: ZCreateReplyRequest,
    samples: [EMPTY, { label: 'Only spaces', input: { body: '   ' } }],
  },
  {
    form: 'Report a post',
    screen: '/app/community/{id}',
    contract: 'ZFlagRequest',
    schema: ZFlagRequest,
    samples: [EMPTY],
  },
  {
    form: 'Blog post',
    screen: '/app/admin/blog/new',
    contract: 'ZBlogPostInput',
    schema: ZBlogPostInput,
    samples: [
      EMPTY,
      {
        label: 'A slug with spaces, a short title',
        input: {
          slug: 'Not A Slug',
          title: 'Hi',
          description: 'short',
          category: 'gossip',
          body: '',
          status: 'live',
        },
      },
    ],
  },
  {
    form: 'Style Settings',
    screen: '/app/admin/style-settings',
    contract: 'ZStyleSettingsInput',
    schema: ZStyleSettingsInput,
    samples: [EMPTY],
  },
  {
    form: 'AI Settings',
    screen: '/app/admin/ai-settings',
    contract: 'ZAiSettingsInput',
    schema: ZAiSettingsInput,
    samples: [EMPTY],
  },
  {
    form: 'Delete account',
    screen: '/app/settings',
    contract: 'ZDeleteAccountRequest',
    schema: ZDeleteAccountRequest,
    samples: [EMPTY, { label: 'Not the confirmation word', input: { confirm: 'delete' } }],
  },
  {
    form: 'Emergency access',
    screen: '/new/emergency-access',
    contract: 'ZEmergencyAccessRequest',
    schema: ZEmergencyAccessRequest,
    samples: [EMPTY],
  },
];

/** Each issue of `input` against `schema`: the field's path and the message the form shows. */
export function messagesOf(
  schema: z.ZodType,
  input: unknown,
): { field: string; message: string }[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || '(form)',
    message: issue.message,
  }));
}
