import { describe, expect, it } from 'vitest';
import { evaluateThreshold, healthOf, isAnomaly } from './alert-rules.ts';

describe('alert severity from the relative deviation: over 10, 25, 50 %', () => {
  // Production auth latency: threshold 200 ms, alerts above.
  it.each([
    [199, null],
    [200, null],
    [210, 'info'],
    [220, 'info'],
    [220.2, 'warning'],
    [250, 'warning'],
    [250.2, 'error'],
    [300, 'error'],
    [300.2, 'critical'],
    [5000, 'critical'],
  ])('auth latency %s ms in production: %s', (value, severity) => {
    expect(evaluateThreshold('auth_latency', value, 'production')?.severity ?? null).toBe(severity);
  });

  // Emergency cache hit rate: threshold 0.8, alerts below.
  it.each([
    [0.81, null],
    [0.8, null],
    [0.76, 'info'],
    [0.72, 'info'],
    [0.7198, 'warning'],
    [0.6, 'warning'],
    [0.5998, 'error'],
    [0.4, 'error'],
    [0.3998, 'critical'],
    [0, 'critical'],
  ])('cache hit rate %s in emergency: %s', (value, severity) => {
    expect(evaluateThreshold('cache_hit_rate', value, 'emergency')?.severity ?? null).toBe(
      severity,
    );
  });

  it('uses each mode its own threshold and reports it with the deviation', () => {
    expect(evaluateThreshold('error_rate', 0.03, 'test')).toEqual({
      severity: 'error',
      threshold: 0.02,
      deviation: 0.5,
    });
    expect(evaluateThreshold('error_rate', 0.03, 'emergency')).toBeNull();
    expect(evaluateThreshold('recovery_failures', 4, 'test')?.severity).toBe('error');
    expect(evaluateThreshold('recovery_failures', 3, 'test')).toBeNull();
    expect(evaluateThreshold('state_transition_time', 151, 'test')?.severity).toBe('info');
  });

  it('never alerts on metrics that have no threshold', () => {
    expect(evaluateThreshold('recovery_rate', 0, 'production')).toBeNull();
    expect(evaluateThreshold('error_recovery_time', 1e9, 'production')).toBeNull();
  });
});

describe("health status from the unacknowledged alerts' severities", () => {
  const alert = (severity: 'info' | 'warning' | 'error' | 'critical', acknowledged = false) => ({
    severity,
    acknowledged,
  });
  it('is healthy with no alerts, only info ones, or only acknowledged ones', () => {
    expect(healthOf([])).toBe('healthy');
    expect(healthOf([alert('info')])).toBe('healthy');
    expect(healthOf([alert('critical', true), alert('error', true)])).toBe('healthy');
  });
  it('is degraded with an unacknowledged warning or error', () => {
    expect(healthOf([alert('warning')])).toBe('degraded');
    expect(healthOf([alert('error'), alert('critical', true)])).toBe('degraded');
  });
  it('is unhealthy with any unacknowledged critical', () => {
    expect(healthOf([alert('warning'), alert('critical')])).toBe('unhealthy');
  });
});

describe('anomaly flag: the latest of 10 values beyond 2 standard deviations', () => {
  const calm = [100, 102, 98, 101, 99, 100, 103, 97, 100];
  it('needs at least 10 values: 9 are never flagged', () => {
    expect(isAnomaly([...calm.slice(1), 1000])).toBe(false);
  });
  it('flags the latest of 10 beyond 2 standard deviations, not one within', () => {
    expect(isAnomaly([...calm, 1000])).toBe(true);
    expect(isAnomaly([...calm, 103])).toBe(false);
  });
  it('looks at the last 10 of 11: an old outlier drops out of the window', () => {
    // Inside a window of 10 the outlier's spread hides the latest value; as the 11th from the end it is ignored.
    expect(isAnomaly([5000, ...calm.slice(1), 140])).toBe(false);
    const eleven = [5000, ...calm, 140];
    expect(eleven).toHaveLength(11);
    expect(isAnomaly(eleven)).toBe(true);
  });
  it('does not flag a flat series', () => {
    expect(isAnomaly(Array(10).fill(5))).toBe(false);
  });
});
