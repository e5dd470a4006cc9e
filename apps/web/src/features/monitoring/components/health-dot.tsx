import type { HealthState } from '@anglerscout/contracts';
import { HEALTH_STYLE } from '../lib/format-metric.ts';

/** The health colour, with its word for screen readers (colour is never the only cue). */
export function HealthDot({ health, className = '' }: { health: HealthState; className?: string }) {
  return (
    <span
      data-testid="health-dot"
      data-health={health}
      className={`inline-block size-2.5 shrink-0 rounded-full ${HEALTH_STYLE[health].dot} ${className}`}
    >
      <span className="sr-only">Health: {HEALTH_STYLE[health].label}</span>
    </span>
  );
}
