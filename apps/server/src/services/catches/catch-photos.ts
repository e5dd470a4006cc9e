import { and, eq, exists } from 'drizzle-orm';
import type { TUploadedImage } from '@anglerscout/contracts';
import type { Db } from '../../db/client.ts';
import { catches, catchPhotos, communityPosts } from '../../db/schema/index.ts';
import { AppError } from '../../lib/primitives/app-error.ts';
import { reencodeImage } from '../media/reencode-image.ts';
import { catchPhotoUrl } from './catch-view.ts';

/** Stores a member's photo once it has been re-encoded without its metadata. */
export async function saveCatchPhoto(opts: {
  db: Db;
  userId: string;
  bytes: Uint8Array;
}): Promise<TUploadedImage> {
  const clean = await reencodeImage(opts.bytes);
  const [row] = await opts.db
    .insert(catchPhotos)
    .values({ userId: opts.userId, ...clean })
    .returning({ id: catchPhotos.id });
  return { id: row!.id, url: catchPhotoUrl(row!.id), width: clean.width, height: clean.height };
}

/**
 * A photo for a viewer: its owner always; another member only while its catch is shared in a
 * visible post. Anything else answers 404, so ids reveal nothing.
 */
export async function readCatchPhoto(opts: { db: Db; viewerId: string; id: string }) {
  const [row] = await opts.db
    .select({
      userId: catchPhotos.userId,
      contentType: catchPhotos.contentType,
      bytes: catchPhotos.bytes,
    })
    .from(catchPhotos)
    .where(eq(catchPhotos.id, opts.id));
  if (!row) throw new AppError('RESOURCE_NOT_FOUND', 'No such photo.');
  if (row.userId === opts.viewerId) return row;
  const [shared] = await opts.db
    .select({ id: catches.id })
    .from(catches)
    .where(
      and(
        eq(catches.photoId, opts.id),
        exists(
          opts.db
            .select()
            .from(communityPosts)
            .where(
              and(eq(communityPosts.catchId, catches.id), eq(communityPosts.status, 'visible')),
            ),
        ),
      ),
    );
  if (!shared) throw new AppError('RESOURCE_NOT_FOUND', 'No such photo.');
  return row;
}
