import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { TCreateReportRequest } from '@anglerscout/contracts';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { useCreateReport } from '../api/use-create-report.ts';
import { CreateReportForm } from '../components/create-report-form.tsx';
import { ReportProgress } from '../components/report-progress.tsx';
import { PlanOffer } from '@/components/billing/plan-offer.tsx';
import { useSession } from '@/lib/auth/use-session.ts';
import { useSubscription } from '@/lib/billing/use-subscription.ts';
import { NEEDS_CONNECTION, useOnline } from '@/lib/use-online.ts';
import { prefillFromSearch } from '../lib/report-prefill.ts';

/** The plan limit answer (402 BUSINESS_RULE_VIOLATION): shown as the Subscription Required screen. */
export const SUBSCRIPTION_REQUIRED_PATH = '/app/subscription';

/** /app/reports/new: the form, live progress while the report is made, then the report. */
export function CreateReportPage() {
  const navigate = useNavigate();
  const { state, run } = useCreateReport();
  const { user } = useSession();
  const subscription = useSubscription(user?.id).data;
  const [params] = useSearchParams();
  const initial = useMemo(() => prefillFromSearch(params), [params]);
  const online = useOnline();

  const submit = async (input: TCreateReportRequest) => {
    const result = await run(input);
    if ('id' in result) navigate(`/app/reports/${result.id}`);
    else if (result.error.status === 402 && result.error.code === 'BUSINESS_RULE_VIOLATION') {
      navigate(SUBSCRIPTION_REQUIRED_PATH, { state: { message: result.error.message } });
    }
  };

  const error = state.status === 'failed' ? state.error : null;
  // The paywall comes before the form: a free member with no reports left is not asked to fill
  // it in first. (The server enforces the limit either way.)
  if (
    subscription &&
    !subscription.fallback &&
    subscription.tier === 'free' &&
    subscription.reportsLeft === 0
  )
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Create Scouting Report</h1>
        <p className="mt-1 text-slate-700">
          You have used your {subscription.limits.reports} free reports. Your reports stay in the
          Report Manager.
        </p>
        <div className="mt-6">
          <PlanOffer billing={subscription.billing} heading="Keep scouting as a Founding Member" />
        </div>
      </div>
    );

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Create Scouting Report</h1>
      <p className="mt-1 text-slate-700">
        Pick a spot and a day, tell us how you fish, and get the intel.
      </p>
      <div className="mt-6 flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        {!online ? <FormAlert tone="info">Creating a report: {NEEDS_CONNECTION}</FormAlert> : null}
        <CreateReportForm
          initial={initial}
          busy={state.status === 'running'}
          blocked={online ? null : NEEDS_CONNECTION}
          serverErrors={error?.fields}
          onSubmit={(input) => void submit(input)}
          status={
            state.status === 'running' ? (
              <ReportProgress progress={state.progress} />
            ) : error && error.status !== 402 ? (
              <FormAlert tone="error">
                {error.message}
                {error.status === 0 || error.status >= 500
                  ? ' Press Create Report to try again; sending the same choices again never makes a second report.'
                  : null}
              </FormAlert>
            ) : null
          }
        />
      </div>
    </div>
  );
}
