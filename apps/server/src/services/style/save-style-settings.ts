import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  brandContrastChecks,
  LOGO_MAX_BYTES,
  LOGO_MAX_PX,
  LOGO_TYPES,
  type ZStyleSettingsInput,
} from '@anglerscout/contracts';
import type { Db } from '../../db/client.ts';
import { styleSettings } from '../../db/schema/index.ts';
import { AppError } from '../../lib/primitives/app-error.ts';
import { recordAdminAction, type AdminActor } from '../audit/record-admin-action.ts';
import { readBrand, type Brand } from './brand-cache.ts';

const describe = (b: Brand) => ({
  brandName: b.brandName,
  primaryColor: b.primaryColor,
  accentColor: b.accentColor,
  logo: b.logoHash,
});

/** Refuses colours whose text pairs fall under WCAG AA, naming each failing pair and its ratio. */
function assertReadableColours(primaryColor: string, accentColor: string) {
  const failing = brandContrastChecks(primaryColor, accentColor).filter((c) => !c.passes);
  if (failing.length)
    throw new AppError(
      'VALIDATION_OUT_OF_RANGE',
      `These colours are too hard to read (WCAG AA needs 4.5:1): ${failing
        .map((c) => `${c.label} ${c.ratio}:1`)
        .join('; ')}.`,
    );
}

/** Saves the brand name and colours (the logo is kept), audited with the look before and after. */
export async function saveStyleSettings(opts: {
  db: Db;
  actor: AdminActor;
  input: z.output<typeof ZStyleSettingsInput>;
}): Promise<void> {
  assertReadableColours(opts.input.primaryColor, opts.input.accentColor);
  const before = await readBrand(opts.db);
  await opts.db.transaction(async (tx) => {
    const values = { ...opts.input, updatedBy: opts.actor.id, updatedAt: new Date() };
    await tx
      .insert(styleSettings)
      .values({
        id: 'site',
        ...values,
        logoPng: before.logoPng?.toString('base64') ?? null,
        logoHash: before.logoHash,
      })
      .onConflictDoUpdate({ target: styleSettings.id, set: values });
    await recordAdminAction({
      db: tx,
      actor: opts.actor,
      action: 'style.save',
      target: { type: 'style_settings', id: 'site' },
      before: describe(before),
      after: { ...opts.input, logo: before.logoHash },
    });
  });
}

/**
 * Checks an uploaded logo (declared type, size, and that it really decodes as that type), then
 * re-encodes it as a PNG no larger than LOGO_MAX_PX, so nothing but pixels is kept (no metadata,
 * no scripts, no oversized images).
 */
export async function setLogo(opts: {
  db: Db;
  actor: AdminActor;
  bytes: Uint8Array;
  contentType: string;
}): Promise<void> {
  const type = opts.contentType.split(';')[0]!.trim().toLowerCase();
  if (!(LOGO_TYPES as readonly string[]).includes(type))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Upload a PNG, JPEG or WebP image.');
  if (opts.bytes.byteLength > LOGO_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', 'The logo may be at most 2 MB.');
  // Loaded with the first image, not at start (decision 020).
  const { default: sharp } = await import('sharp');
  let png: Buffer;
  try {
    const image = sharp(opts.bytes, { limitInputPixels: 40_000_000 });
    const meta = await image.metadata();
    if (`image/${meta.format}` !== type) throw new Error('type');
    png = await image
      .rotate()
      .resize(LOGO_MAX_PX, LOGO_MAX_PX, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw new AppError(
      'VALIDATION_INVALID_FORMAT',
      'The file is not a readable image of the type it claims.',
    );
  }
  const hash = createHash('sha256').update(png).digest('hex').slice(0, 16);
  const before = await readBrand(opts.db);
  await opts.db.transaction(async (tx) => {
    const logo = {
      logoPng: png.toString('base64'),
      logoHash: hash,
      updatedBy: opts.actor.id,
      updatedAt: new Date(),
    };
    await tx
      .insert(styleSettings)
      .values({
        id: 'site',
        brandName: before.brandName,
        primaryColor: before.primaryColor,
        accentColor: before.accentColor,
        ...logo,
      })
      .onConflictDoUpdate({ target: styleSettings.id, set: logo });
    await recordAdminAction({
      db: tx,
      actor: opts.actor,
      action: 'style.logo_set',
      target: { type: 'style_settings', id: 'site' },
      before: { logo: before.logoHash },
      after: { logo: hash, bytes: png.byteLength },
    });
  });
}

/** Back to the built-in look (name, colours and mark). */
export async function resetStyleSettings(opts: { db: Db; actor: AdminActor }): Promise<void> {
  const before = await readBrand(opts.db);
  await opts.db.transaction(async (tx) => {
    await tx.delete(styleSettings);
    await recordAdminAction({
      db: tx,
      actor: opts.actor,
      action: 'style.reset',
      target: { type: 'style_settings', id: 'site' },
      before: describe(before),
    });
  });
}
