import { sql, type SQL } from 'drizzle-orm';
import type { TFeed, TPostDetail } from '@anglerscout/contracts';
import type { z } from 'zod';
import type { ZFeedQuery } from '@anglerscout/contracts';
import type { Db } from '../../db/client.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { AppError } from '../../lib/primitives/app-error.ts';
import { POST_COLUMNS, toPostView, type PostRow } from './post-view.ts';
import { cellsCovering, degreesAround } from './spot-grid.ts';

export type FeedQuery = z.output<typeof ZFeedQuery>;

/** Visible posts within a circle, newest first: one indexed probe per grid cell (lateral). */
function inArea(q: FeedQuery & { lat: number; lon: number }, radiusMi: number, filters: SQL) {
  const { grid, cells } = cellsCovering(q.lat, q.lon, radiusMi);
  const column = grid === 'fine' ? sql`cell_fine` : sql`cell_coarse`;
  const { lonScale } = degreesAround(q.lat, radiusMi);
  const list = sql.join(
    cells.map((c) => sql`${c}`),
    sql`, `,
  );
  // The distance test reads the shown point, so a search can never reveal more than a post shows.
  return sql`select x.* from unnest(array[${list}]::int[]) as cell(id)
    cross join lateral (
      select * from community_posts p
      where p.${column} = cell.id and p.status = 'visible' ${filters}
        and ((p.public_lat - ${q.lat}) * 69.05) ^ 2 + ((p.public_lon - ${q.lon}) * ${lonScale}) ^ 2 <= ${radiusMi * radiusMi}
      order by p.created_at desc nulls last limit ${q.limit + 1}
    ) x`;
}

/** The community feed: everywhere, or around a spot; optionally one species or kind. */
export async function listFeed(opts: {
  db: Db;
  viewerId: string;
  query: FeedQuery;
}): Promise<TFeed> {
  const q = opts.query;
  const filters: SQL[] = [];
  if (q.species) filters.push(sql`and p.species = ${q.species}`);
  if (q.kind) filters.push(sql`and p.kind = ${q.kind}`);
  if (q.before) filters.push(sql`and p.created_at < ${new Date(q.before).toISOString()}`);
  const filter = sql.join(filters, sql` `);
  const area = q.lat !== undefined && q.lon !== undefined ? { lat: q.lat, lon: q.lon } : undefined;
  const candidates = area
    ? inArea({ ...q, ...area }, q.radiusMi ?? 25, filter)
    : sql`select * from community_posts p where p.status = 'visible' ${filter}
        order by p.created_at desc nulls last limit ${q.limit + 1}`;
  const rows = await executeRows<PostRow>(
    opts.db,
    // The page is cut before the joins, so only its rows read their author, catch and replies.
    sql`select ${POST_COLUMNS} from (
        select * from (${candidates}) x order by x.created_at desc nulls last, x.id desc limit ${q.limit + 1}
      ) p
      join users u on u.id = p.user_id left join catches c on c.id = p.catch_id
      order by p.created_at desc nulls last, p.id desc`,
  );
  const items = rows.slice(0, q.limit).map((r) => toPostView(r, opts.viewerId, area));
  return { items, nextBefore: rows.length > q.limit ? (items.at(-1)?.createdAt ?? null) : null };
}

/** One visible post and its visible replies, oldest reply first. */
export async function getPost(opts: {
  db: Db;
  viewerId: string;
  id: string;
}): Promise<TPostDetail> {
  const [row] = await executeRows<PostRow>(
    opts.db,
    sql`select ${POST_COLUMNS} from community_posts p
      join users u on u.id = p.user_id left join catches c on c.id = p.catch_id
      where p.id = ${opts.id} and p.status = 'visible'`,
  );
  if (!row) throw new AppError('RESOURCE_NOT_FOUND', 'This post does not exist or was removed.');
  const replies = await executeRows<{
    id: string;
    body_html: string;
    user_id: string;
    author_name: string | null;
    created_at: Date | string;
  }>(
    opts.db,
    sql`select r.id, r.body_html, r.user_id, u.name as author_name, r.created_at
      from community_replies r join users u on u.id = r.user_id
      where r.post_id = ${opts.id} and r.status = 'visible' order by r.created_at`,
  );
  return {
    post: toPostView(row, opts.viewerId),
    replies: replies.map((r) => ({
      id: r.id,
      bodyHtml: r.body_html,
      authorName: r.author_name?.trim() || 'Member',
      mine: r.user_id === opts.viewerId,
      createdAt: new Date(r.created_at).toISOString(),
    })),
  };
}
