import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { ClosureRow } from '@anglerscout/scout';
import { OUTLOOK_WEEK_DAYS, type TAlertRunResult, type TOutlookDay } from '@anglerscout/contracts';
import type { Db } from '../../db/client.ts';
import { savedSpots, users } from '../../db/schema/index.ts';
import type { Providers } from '../../providers/index.ts';
import { localIsoMinute } from '../../providers/shared/local-clock.ts';
import type { Science } from '../conditions/science.ts';
import { enqueueEmail } from '../mail/enqueue-email.ts';
import { readClosureRows } from '../regulations/read-closures.ts';
import { computeOutlook } from '../outlook/compute-outlook.ts';
import type { OutlookScorer } from '../outlook/outlook-scorer.ts';
import { alertSpotsAllowed, memberTier } from '../spots/spot-plan.ts';
import { cachedFor } from '../../lib/primitives/cached-for.ts';
import { noForeground, type Foreground } from '../../lib/primitives/foreground.ts';
import { alertEmail } from './alert-email.ts';
import { nextAlertCheck, withinAlertHours } from './alert-schedule.ts';
import type { AlertTokens } from './unsubscribe-token.ts';

/** A claimed spot is leased this long: a process that dies mid-check leaves it to be checked again. */
const ALERT_LEASE_MS = 10 * 60_000;

type SpotRow = typeof savedSpots.$inferSelect;

interface AlertCheckDeps {
  db: Db;
  providers: Providers;
  science: Science;
  logger: Logger;
  tokens: AlertTokens;
  /** The app's public URL, for the links in the e-mail */
  appUrl: string;
  /** False without SMTP: the e-mail is kept in the outbox and logged */
  smtp: boolean;
  /** Where the science runs (a low-priority child process for a whole run); this thread when absent */
  scorer?: OutlookScorer;
  /** The closure rows, as the run reads them (runAlertCheck reads them once a minute, not per spot) */
  closures?: () => Promise<ClosureRow[]>;
  /**
   * The requests this process is answering. The check is background work: before each step that
   * uses the event loop or the database (claiming a batch, gathering a spot's conditions, saving
   * its outcome) it waits until no request has been in flight for a moment, or 2 s at the most.
   * Without it (the command line) the check never waits.
   */
  foreground?: Foreground;
  now?: () => Date;
}

export interface RunAlertCheckOptions extends AlertCheckDeps {
  /** Every alert spot now (admin, command line), not only those due; still one e-mail a spot a day */
  force?: boolean;
  /** Spots claimed at a time */
  batchSize?: number;
  /** Spots worked on at once (their conditions are mostly waits on the cache and the sources) */
  concurrency?: number;
  /** Asked between spots: true ends the run early (the process is shutting down) */
  shouldStop?: () => boolean;
  /** Told of each spot checked (the process's metrics count them) */
  onChecked?: (outcome: Outcome) => void;
}

type Outcome = 'sent' | 'skipped' | 'failed';

/** How long a run uses the closure rows it read before reading them again. */
const CLOSURES_FRESH_MS = 60_000;

/**
 * Claims spots like the outbox claims jobs: rows locked with SKIP LOCKED are left to the process
 * holding them, and a claimed spot's next check is pushed out first (a lease).
 */
async function claim(db: Db, at: Date, limit: number, ids: string[] | null): Promise<SpotRow[]> {
  const due = db
    .select({ id: savedSpots.id })
    .from(savedSpots)
    .where(
      and(
        isNotNull(savedSpots.alertMinScore),
        ids ? inArray(savedSpots.id, ids) : lte(savedSpots.alertCheckAt, at),
      ),
    )
    .orderBy(asc(savedSpots.alertCheckAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(savedSpots)
    .set({ alertCheckAt: new Date(at.getTime() + ALERT_LEASE_MS) })
    .where(inArray(savedSpots.id, due))
    .returning();
}

interface Member {
  email: string;
  banned: boolean;
  /** The one spot a free member's alerts come from (their oldest alert spot); null: all */
  onlySpotId: string | null;
}

async function readMember(db: Db, userId: string, at: Date): Promise<Member | null> {
  const [user] = await db
    .select({ email: users.email, banned: users.banned })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const allowed = alertSpotsAllowed(await memberTier(db, userId, at));
  let onlySpotId: string | null = null;
  if (allowed !== null) {
    const [first] = await db
      .select({ id: savedSpots.id })
      .from(savedSpots)
      .where(and(eq(savedSpots.userId, userId), isNotNull(savedSpots.alertMinScore)))
      .orderBy(asc(savedSpots.createdAt), asc(savedSpots.id))
      .limit(allowed);
    onlySpotId = first?.id ?? null;
  }
  return { email: user.email, banned: user.banned ?? false, onlySpotId };
}

/** Days worth an e-mail: at or above the threshold, window not over, not announced before; best first. */
function qualifyingDays(
  days: TOutlookDay[],
  opts: { minScore: number; nowLocal: string; announced: string[] },
): TOutlookDay[] {
  const today = opts.nowLocal.slice(0, 10);
  return days
    .filter(
      (d) =>
        d.score >= opts.minScore &&
        !opts.announced.includes(d.date) &&
        (d.date > today || d.bestWindow.end > opts.nowLocal || d.bestWindow.end.endsWith('T00:00')),
    )
    .sort((a, b) => b.score - a.score || a.date.localeCompare(b.date));
}

async function checkSpot(
  spot: SpotRow,
  deps: AlertCheckDeps,
  member: Member | null,
  at: Date,
  force: boolean,
): Promise<Outcome> {
  const { db } = deps;
  const next = nextAlertCheck(at, spot.timeZone);
  const nowLocal = localIsoMinute(at, spot.timeZone);
  const today = nowLocal.slice(0, 10);
  const announced = spot.alertAnnounced.filter((d) => d >= today);
  const reschedule = async () => {
    await db
      .update(savedSpots)
      .set({ alertCheckAt: next, alertAnnounced: announced })
      .where(and(eq(savedSpots.id, spot.id), isNotNull(savedSpots.alertMinScore)));
    return 'skipped' as const;
  };
  const blocked =
    !member ||
    member.banned ||
    (member.onlySpotId !== null && member.onlySpotId !== spot.id) ||
    (!force && !withinAlertHours(at, spot.timeZone)) ||
    spot.alertSentOn === today;
  if (blocked || spot.alertMinScore === null) return reschedule();

  const outlook = await computeOutlook({
    providers: deps.providers,
    science: deps.science,
    scorer: deps.scorer,
    lat: spot.latitude,
    lon: spot.longitude,
    species: spot.species,
    habitat: spot.habitat,
    fishingType: spot.fishingType,
    placeName: spot.name,
    now: at,
    days: OUTLOOK_WEEK_DAYS,
    closures: deps.closures ?? (() => readClosureRows({ db: deps.db })),
  });
  await (deps.foreground ?? noForeground).giveWay();
  const days = qualifyingDays(outlook.days, {
    minScore: spot.alertMinScore,
    nowLocal,
    announced,
  });
  if (days.length === 0) return reschedule();

  const message = alertEmail({
    appUrl: deps.appUrl,
    to: member.email,
    spot: { ...spot, minScore: spot.alertMinScore },
    days,
    token: deps.tokens.tokenFor(spot.id),
  });
  // The e-mail is queued in the same transaction that marks today's alert as sent, and only if
  // no other check marked it first: at most one e-mail per spot and local day.
  return db.transaction(async (tx) => {
    const [won] = await tx
      .update(savedSpots)
      .set({
        alertSentOn: today,
        alertAnnounced: [...announced, ...days.map((d) => d.date)],
        alertCheckAt: next,
      })
      .where(
        and(
          eq(savedSpots.id, spot.id),
          isNotNull(savedSpots.alertMinScore),
          or(isNull(savedSpots.alertSentOn), lt(savedSpots.alertSentOn, today)),
        ),
      )
      .returning({ id: savedSpots.id });
    if (!won) return 'skipped';
    await enqueueEmail({
      db: tx,
      logger: deps.logger,
      smtp: deps.smtp,
      userId: spot.userId,
      message,
    });
    return 'sent';
  });
}

/**
 * The bite-alert check: claims due spots (or, forced, every alert spot), scores each one's next
 * 7 days and e-mails the member when a day reaches their threshold. Safe to run in every server
 * process at once: claims skip locked rows and the send is guarded per spot and local day.
 */
export async function runAlertCheck(opts: RunAlertCheckOptions): Promise<TAlertRunResult> {
  const now = opts.now ?? (() => new Date());
  const batchSize = opts.batchSize ?? 20;
  const concurrency = opts.concurrency ?? 1;
  const result: TAlertRunResult = { checked: 0, sent: 0, skipped: 0, failed: 0 };
  const members = new Map<string, Promise<Member | null>>();
  let forced: string[] | null = null;
  if (opts.force)
    forced = (
      await opts.db
        .select({ id: savedSpots.id })
        .from(savedSpots)
        .where(isNotNull(savedSpots.alertMinScore))
        .orderBy(asc(savedSpots.id))
    ).map((r) => r.id);
  const stop = opts.shouldStop ?? (() => false);
  const foreground = opts.foreground ?? noForeground;
  // The whole closure table was read for every spot: 19 ms of the embedded database's time each
  // (133 rows), which members' queries queued behind. Read once a minute for the run instead; an
  // edit an admin makes during a run reaches the spots checked after the next read.
  const closures = cachedFor(
    CLOSURES_FRESH_MS,
    opts.closures ?? (() => readClosureRows({ db: opts.db })),
  );
  // Spots claimed but not reached when the run stops keep their lease and are checked again.
  while (!stop()) {
    const at = now();
    const ids = forced ? forced.splice(0, batchSize) : null;
    if (ids && ids.length === 0) break;
    await foreground.giveWay();
    const spots = await claim(opts.db, at, batchSize, ids);
    if (spots.length === 0 && !ids) break;
    let cursor = 0;
    const lane = async () => {
      while (cursor < spots.length && !stop()) {
        const spot = spots[cursor++]!;
        await foreground.giveWay();
        let member = members.get(spot.userId);
        if (!member) {
          member = readMember(opts.db, spot.userId, at);
          members.set(spot.userId, member);
        }
        let outcome: Outcome;
        try {
          outcome = await checkSpot(
            spot,
            { ...opts, closures },
            await member,
            at,
            opts.force ?? false,
          );
        } catch (err) {
          outcome = 'failed';
          opts.logger.warn({ err, spotId: spot.id }, 'bite alert check failed; retried later');
        }
        result[outcome]++;
        result.checked++;
        opts.onChecked?.(outcome);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, lane));
  }
  return result;
}
