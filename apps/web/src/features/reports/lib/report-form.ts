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
  /** The spot's IANA time zone, when the place search knows it */
  timezone?: string;
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

const REPORT_FORM_FIELDS = [
  'location',
  'date',
  'species',
  'fishingType',
  'baitType',
  'habitat',
  'waterKind',
] as const;
type ReportFormField = (typeof REPORT_FORM_FIELDS)[number];
export type ReportFormErrors = Partial<Record<ReportFormField, string>>;

export const LOCATION_REQUIRED = 'Choose a location: search for a place or click the map';

/** yyyy-MM-dd of a day in the browser's calendar, `days` after `from`. */
export function isoDay(from: Date, days = 0, timeZone?: string): string {
  // The calendar day of `from` where the spot is (the browser's own zone when unknown), then
  // `days` later on that calendar.
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(from)
    .split('-')
    .map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d + days));
  return day.toISOString().slice(0, 10);
}

/**
 * The date picker's bounds, on the spot's calendar when its time zone is known. Without it the
 * browser's calendar can be a day off from the spot's, so the lower bound allows the day before
 * and the server, which checks in the spot's zone, has the last word (its answer names the range).
 */
export function dateBounds(now: Date, timeZone?: string): { min: string; max: string } {
  return {
    min: isoDay(now, timeZone ? 0 : -1, timeZone),
    max: isoDay(now, REPORT_DATE_RULES.maxDaysAhead, timeZone),
  };
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
