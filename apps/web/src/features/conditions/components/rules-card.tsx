import { RulesList } from '@/components/rules/rules-list.tsx';
import { Card } from '@/components/ui/card.tsx';
import { useSpotRules } from '../api/get-rules.ts';
import type { Spot } from '../api/get-conditions.ts';

/** Conditions' rules card: the agency for the spot and what is closed there today. */
export function RulesCard({ spot, habitat }: { spot: Spot; habitat: 'fresh' | 'salt' }) {
  const rules = useSpotRules(spot, habitat);
  return (
    <Card
      title={habitat === 'salt' ? 'Rules (salt water)' : 'Rules (fresh water)'}
      testId="rules-card"
    >
      <div className="min-h-16">
        {rules.data ? (
          <RulesList rules={rules.data.rules} />
        ) : rules.isError ? (
          <p className="text-sm text-slate-600">
            The rules for this spot could not be loaded; check the state fishing agency.
          </p>
        ) : (
          <p className="text-sm text-slate-600">Finding the rules for this spot...</p>
        )}
      </div>
    </Card>
  );
}
