import {
  REPORT_DATE_RULES,
  ZCreateReportRequest,
  type BaitType,
  type FishingType,
  type Habitat,
  type TCreateReportRequest,
  type WaterKind,
} from '@anglerscout/contracts';
import { fieldErrors } from '@/lib/field-errors.ts';

export interface PickedLocation {
  name: string;
  latitude: number;
  longitude: number;
  placeId?: string;
}

export interface ReportFormValues {
  location: PickedLocation | null;
  date: string;
  species: string;
  fishingType: FishingType | '';
  baitType: BaitType | '';
  habitat: Habitat | '';
  /** Empty: the report suggests the kind of water from the spot */
  waterKind: WaterKind | '';
}

export const REPORT_FORM_FIELDS = [
  'location',
  'date',
  'species',
  'fishingType',
  'baitType',
  'habitat',
  'waterKind',
] as const;
export type ReportFormField = (typeof REPORT_FORM_FIELDS)[number];
export type ReportFormErrors = Partial<Record<ReportFormField, string>>;

export const LOCATION_REQUIRED = 'Choose a location: search for a place or click the map';

/** yyyy-MM-dd of a day in the browser's calendar, `days` after `from`. */
export function isoDay(from: Date, days = 0): string {
  const d = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * The date picker's bounds. The server checks the date in the spot's own time zone; the browser's
 * calendar can be a day off from it, so the lower bound allows the day before and the server has
 * the last word (its answer names the allowed range).
 */
export function dateBounds(now: Date): { min: string; max: string } {
  return { min: isoDay(now, -1), max: isoDay(now, REPORT_DATE_RULES.maxDaysAhead) };
}

/** Validates the form with the same contract the server uses; errors are keyed by form field. */
export function validateReportForm(
  values: ReportFormValues,
  now: Date,
): { ok: true; data: TCreateReportRequest } | { ok: false; errors: ReportFormErrors } {
  const parsed = ZCreateReportRequest.safeParse({
    ...values,
    location: values.location ?? undefined,
    species: values.species || undefined,
    fishingType: values.fishingType || undefined,
    baitType: values.baitType || undefined,
    habitat: values.habitat || undefined,
    waterKind: values.waterKind || undefined,
  });
  const errors: ReportFormErrors = parsed.success
    ? {}
    : fieldErrors(parsed.error.issues, REPORT_FORM_FIELDS);
  // Zod speaks of latitude and longitude; the member chose (or did not choose) a place.
  if (errors.location) errors.location = LOCATION_REQUIRED;
  if (!errors.date && values.date) {
    const { min, max } = dateBounds(now);
    if (values.date < min || values.date > max)
      errors.date = `Choose a date from ${isoDay(now)} to ${max}`;
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, data: parsed.data };
}
