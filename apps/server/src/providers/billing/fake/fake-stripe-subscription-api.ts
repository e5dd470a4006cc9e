import type { FakeSchedule } from './fake-stripe-store.ts';
import {
  lookup,
  paramsList,
  paramsOf,
  str,
  type ApiContext,
  type ApiRoutes,
  type Params,
} from './fake-stripe-request.ts';

/** The subscription, with `schedule` expanded when asked (`expand[]=schedule`). */
function subscriptionView({ store }: ApiContext, id: string, params: Params) {
  const sub = lookup(store.subscriptions, id, 'subscription');
  const expand = Array.isArray(params.expand) ? params.expand : [];
  if (!expand.includes('schedule') || !sub.schedule) return sub;
  return { ...sub, schedule: store.schedules.get(sub.schedule) ?? sub.schedule };
}

/** New phases for a schedule; each starts where the one before it ends. */
function updateSchedule({ store }: ApiContext, schedule: FakeSchedule, params: Params) {
  let start = schedule.current_phase?.start_date ?? store.now();
  schedule.phases = paramsList(params.phases).map((phase) => {
    const items = paramsList(phase.items);
    const price = lookup(store.prices, String(items[0]?.price), 'price');
    const begins = Number(phase.start_date ?? start);
    const duration = paramsOf(phase.duration);
    const ends = phase.end_date
      ? Number(phase.end_date)
      : duration
        ? store.periodEnd(begins, {
            ...price,
            recurring: {
              interval: duration.interval === 'year' ? 'year' : 'month',
              interval_count: 1,
            },
          })
        : store.periodEnd(begins, price);
    start = ends;
    return { start_date: begins, end_date: ends, items: [{ price: price.id, quantity: 1 }] };
  });
  schedule.end_behavior = str(params.end_behavior) ?? schedule.end_behavior;
  return schedule;
}

/** Subscriptions and the schedules that switch their price at the next billing date. */
export const subscriptionApi: ApiRoutes = {
  'GET /v1/subscriptions/:id': subscriptionView,
  'DELETE /v1/subscriptions/:id': ({ store, billing }, id) => {
    const sub = lookup(store.subscriptions, id, 'subscription');
    billing.cancelNow(sub);
    return sub;
  },
  'POST /v1/subscription_schedules': ({ store }, _id, params) => {
    const sub = lookup(store.subscriptions, str(params.from_subscription) ?? '', 'subscription');
    const item = store.item(sub);
    const phase = { start_date: item.current_period_start, end_date: item.current_period_end };
    const schedule: FakeSchedule = {
      ...store.base('subscription_schedule', 'sub_sched'),
      subscription: sub.id,
      customer: sub.customer,
      status: 'active',
      end_behavior: 'release',
      current_phase: phase,
      phases: [{ ...phase, items: [{ price: item.price.id, quantity: 1 }] }],
      released_subscription: null,
    };
    store.schedules.set(schedule.id, schedule);
    sub.schedule = schedule.id;
    return schedule;
  },
  'GET /v1/subscription_schedules/:id': ({ store }, id) =>
    lookup(store.schedules, id, 'subscription schedule'),
  'POST /v1/subscription_schedules/:id': (ctx, id, params) =>
    updateSchedule(ctx, lookup(ctx.store.schedules, id, 'subscription schedule'), params),
  'POST /v1/subscription_schedules/:id/release': ({ store, billing }, id) => {
    const schedule = lookup(store.schedules, id, 'subscription schedule');
    const sub = store.subscriptions.get(schedule.subscription);
    if (sub) billing.releaseScheduleOf(sub, 'released');
    return schedule;
  },
};
