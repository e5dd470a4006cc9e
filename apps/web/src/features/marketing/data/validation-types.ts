/** The shape of the validation figures the public page shows (generated into validation-results.ts). */
export interface ValidationInterval {
  estimate: number;
  lo: number;
  hi: number;
}

type ValidationVerdict = 'beats solunar' | 'no detectable difference' | 'solunar beats it';
export type ValidationFactorAction = 'keep' | 'halve' | 'zero' | 'no effect';

interface ValidationTimeBin {
  label: string;
  trips: number;
  meanRate: number;
  lowLightShare: number;
  pairs: number;
  cFull: number | null;
  cSolunar: number | null;
}

export interface ValidationSet {
  trips: number;
  sites: number;
  siteDays: number;
  pairs: number;
  c: Record<'full' | 'solunar' | 'light' | 'tide' | 'constant', ValidationInterval>;
  fullMinusSolunar: ValidationInterval;
  dropOne: Record<'solunar' | 'light' | 'tide', ValidationInterval>;
  verdict: ValidationVerdict;
  carriesInformation: boolean;
  factorActions: Record<'solunar' | 'light' | 'tide', ValidationFactorAction>;
  byTimeOfDay: ValidationTimeBin[];
  /** Plain sentences decided by the pre-registered rules (the doc prints the same) */
  findings: string[];
}

interface ValidationPlot {
  src: string;
  width: number;
  height: number;
  alt: string;
}

interface ValidationDecision {
  factor: string;
  action: ValidationFactorAction;
  evidence: ValidationInterval;
  pairs: number;
  siteDays: number;
  rulesBefore: string;
  change: string;
}

export interface ValidationResults {
  generatedAt: string;
  model: string;
  placement: string;
  dev: ValidationSet;
  holdout: ValidationSet | null;
  plots: ValidationPlot[];
  decisions: ValidationDecision[];
}
