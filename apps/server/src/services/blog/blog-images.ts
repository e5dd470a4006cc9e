import { eq } from 'drizzle-orm';
import type { TUploadedImage } from '@anglerscout/contracts';
import type { Db } from '../../db/client.ts';
import { blogImages } from '../../db/schema/index.ts';
import { AppError } from '../../lib/primitives/app-error.ts';
import { reencodeImage } from '../media/reencode-image.ts';
import { recordAdminAction, type AdminActor } from '../audit/record-admin-action.ts';
import { blogImageUrl } from './blog-view.ts';

/** Stores an image for the blog once re-encoded without its metadata. */
export async function saveBlogImage(opts: {
  db: Db;
  actor: AdminActor;
  bytes: Uint8Array;
}): Promise<TUploadedImage> {
  const clean = await reencodeImage(opts.bytes);
  const id = await opts.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(blogImages)
      .values({ uploadedBy: opts.actor.id, ...clean })
      .returning({ id: blogImages.id });
    await recordAdminAction({
      db: tx,
      actor: opts.actor,
      action: 'blog_image.upload',
      target: { type: 'blog_image', id: row!.id },
      after: { width: clean.width, height: clean.height, bytes: clean.bytes.byteLength },
    });
    return row!.id;
  });
  return { id, url: blogImageUrl(id), width: clean.width, height: clean.height };
}

export async function readBlogImage(opts: { db: Db; id: string }) {
  const [row] = await opts.db
    .select({ contentType: blogImages.contentType, bytes: blogImages.bytes })
    .from(blogImages)
    .where(eq(blogImages.id, opts.id));
  if (!row) throw new AppError('RESOURCE_NOT_FOUND', 'No such image.');
  return row;
}
