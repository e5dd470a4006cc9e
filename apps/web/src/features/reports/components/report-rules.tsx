import { RulesList } from '@/components/rules/rules-list.tsx';
import type { StructuredReport } from '../lib/structured-report.ts';
import { ReportSection } from './report-section.tsx';

/** The rules of the water for the report's spot and date; absent on reports written before them. */
export function ReportRules({ report }: { report: StructuredReport }) {
  if (!report.rules) return null;
  return (
    <ReportSection title="Rules">
      <RulesList rules={report.rules} targets={report.targets} />
    </ReportSection>
  );
}
