/** Readable names of the plan feature names (packages/contracts plans.ts); unknown names show as they are. */
const FEATURE_LABELS: Record<string, string> = {
  basic_reports: 'Scouting reports',
  location_search: 'Location search',
  community: 'Community forum',
  unlimited_reports: 'Unlimited reports (fair use)',
  report_manager: 'Report Manager',
  founding_member_badge: 'Founding member badge',
  priority_support: 'Priority support',
  feature_input: 'Input into new features',
};

export const featureLabel = (name: string) => FEATURE_LABELS[name] ?? name.replace(/_/g, ' ');
