import { useEffect, useState } from 'react';
import type { TLocationResult } from '@anglerscout/contracts';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { readStoredUser } from '@/lib/auth/stored-user.ts';
import { getIpLocation, getLastLocation } from '../api/locations.ts';
import { useConditions } from '../api/get-conditions.ts';
import { BiteChart } from '../components/bite-chart.tsx';
import { Card } from '@/components/ui/card.tsx';
import { RulesCard } from '../components/rules-card.tsx';
import { ConditionsSkeleton } from '../components/conditions-skeleton.tsx';
import { LocationPanel } from '../components/location-panel.tsx';
import { MoonPhase } from '../components/moon-card.tsx';
import { SolunarTimeline, TideChart } from '../components/sky-charts.tsx';
import { SourceNote } from '../components/source-note.tsx';
import { CoastSummary, GaugeList } from '../components/water-cards.tsx';
import { WeatherCharts } from '../components/weather-charts.tsx';
import { browserGpsIfGranted, detectLocation, rememberForSession } from '../lib/detect-location.ts';
import { dayLabel } from '../lib/format.ts';
import { BestDayLine } from '@/components/spots/best-day-line.tsx';
import { SaveSpotButton } from '@/components/spots/save-spot-dialog.tsx';
import { WeekStrip, WeekStripSkeleton } from '@/components/spots/week-strip.tsx';
import { useOutlook } from '@/lib/spots/spots-api.ts';

function useDetectedLocation() {
  const [location, setLocation] = useState<TLocationResult | null>(null);
  useEffect(() => {
    let live = true;
    void detectLocation({
      session: sessionStorage,
      local: localStorage,
      fetchLastReport: async () => (await getLastLocation()).location,
      fetchIp: async () => (await getIpLocation()).location,
      gpsIfGranted: browserGpsIfGranted,
      now: Date.now,
      userId: readStoredUser()?.id ?? null,
    }).then((found) => live && setLocation(found));
    return () => {
      live = false;
    };
  }, []);
  const choose = (next: TLocationResult) => {
    rememberForSession(sessionStorage, next);
    setLocation(next);
  };
  return { location, choose };
}

/** /app/conditions: weather, water, tides, sun, moon and the bite score for any US spot, today and the next 7 days. */
export function ConditionsPage() {
  const { location, choose } = useDetectedLocation();
  const [tides, setTides] = useState<'auto' | 'on'>('auto');
  const conditions = useConditions(location, tides);
  const [dayIndex, setDayIndex] = useState(0);
  const c = conditions.data;
  const day = c?.days[dayIndex];
  const dayWeather = c?.weather?.filter((h) => day && h.time.startsWith(day.date)) ?? [];
  const outlook = useOutlook(
    location ? { lat: location.latitude.toFixed(4), lon: location.longitude.toFixed(4) } : null,
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-2xl font-bold text-brand-900 md:text-3xl">Fishing Conditions</h1>

      <LocationPanel location={location} resolved={c?.location} onChoose={choose} />

      <section
        aria-label="This week"
        className="mt-4 rounded-xl border border-slate-200 bg-white p-4"
        data-testid="week-outlook"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <BestDayLine
            outlook={outlook.data}
            loading={outlook.isPending && location !== null}
            error={outlook.error}
          />
          {location ? (
            <SaveSpotButton
              draft={{
                name: c?.location.name ?? location.name,
                latitude: location.latitude,
                longitude: location.longitude,
                habitat: c ? (c.coastal ? 'salt' : 'fresh') : null,
              }}
            />
          ) : null}
        </div>
        <div className="mt-3">
          {outlook.data ? (
            <WeekStrip days={outlook.data.days} label="Bite score for each day this week" />
          ) : (
            <WeekStripSkeleton />
          )}
        </div>
      </section>

      {conditions.isError && (
        <div className="mt-4">
          <FormAlert tone="error">
            {conditions.error.message}{' '}
            <button type="button" className="underline" onClick={() => void conditions.refetch()}>
              Try again
            </button>
          </FormAlert>
        </div>
      )}

      <div className="mt-4" aria-live="polite" aria-busy={conditions.isFetching}>
        {!c || !day ? (
          !conditions.isError && <ConditionsSkeleton />
        ) : (
          <>
            <nav aria-label="Day" className="flex gap-2 overflow-x-auto pb-1">
              {c.days.map((d, i) => (
                <button
                  key={d.date}
                  type="button"
                  aria-pressed={i === dayIndex}
                  onClick={() => setDayIndex(i)}
                  className={`shrink-0 rounded-full border px-3 py-1.5 text-sm font-medium ${i === dayIndex ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-brand-50'}`}
                >
                  {dayLabel(d.date, c.location.today)}
                </button>
              ))}
            </nav>

            {c.missing.length > 0 && (
              <div className="mt-4" data-testid="missing-sources">
                <FormAlert tone="info">
                  <p className="font-semibold">Some data is missing right now:</p>
                  <ul className="list-disc pl-5">
                    {c.missing.map((m) => (
                      <li key={m.source}>{m.message}</li>
                    ))}
                  </ul>
                </FormAlert>
              </div>
            )}
            <div
              className={`mt-4 grid gap-4 md:grid-cols-2 ${conditions.isFetching ? 'opacity-60' : ''}`}
            >
              <Card title="Bite score">
                {day.bite ? (
                  <BiteChart hours={day.bite} />
                ) : (
                  <p className="text-sm text-slate-600">
                    No bite score for this day: it needs the hourly forecast.
                  </p>
                )}
                <p className="mt-1 text-xs text-slate-600" data-testid="bite-water">
                  {c.water
                    ? `Water ${Math.round(c.water.tempF)} °F (${c.water.kind === 'measured' ? 'measured today' : c.water.kind === 'forecast' ? `sea-surface forecast, about ±${c.water.errorF} °F` : c.water.kind === 'climatology' ? `typical for this date, ±${c.water.errorF} °F` : `estimated from the air, ±${c.water.errorF} °F`}; ${c.water.source}).`
                    : 'Water temperature unknown here, so it does not count in the score.'}
                </p>
                <SourceNote sources={c.sources} ids={['bite-model']} />
              </Card>
              <Card title="Weather">
                {dayWeather.length > 0 ? (
                  <WeatherCharts hours={dayWeather} />
                ) : (
                  <p className="text-sm text-slate-600">No forecast for this day.</p>
                )}
                <SourceNote sources={c.sources} ids={['open-meteo-forecast']} />
              </Card>
              {day.tides && (
                <Card title="Tides">
                  <TideChart tides={day.tides} />
                  <SourceNote sources={c.sources} ids={['tide-predictions']} />
                </Card>
              )}
              {c.inLake && (
                <Card title="Tides">
                  <p className="text-sm text-slate-700" data-testid="lake-tides">
                    {tides === 'on'
                      ? 'Showing the nearest tide station, as you asked, although this spot is in a mapped freshwater lake.'
                      : 'This spot is in a freshwater lake, so no tides are shown.'}
                  </p>
                  <button
                    type="button"
                    className="mt-2 text-sm font-semibold text-brand-700 underline"
                    aria-pressed={tides === 'on'}
                    onClick={() => setTides(tides === 'on' ? 'auto' : 'on')}
                  >
                    {tides === 'on' ? 'Hide tides' : 'Show tides anyway'}
                  </button>
                  <p className="mt-2 text-xs text-slate-500">
                    Lake outlines © OpenStreetMap contributors (ODbL 1.0).
                  </p>
                </Card>
              )}
              {(c.coast || c.marine) && (
                <Card title="Coast and sea">
                  <CoastSummary coast={c.coast} marine={c.marine} />
                  <SourceNote sources={c.sources} ids={['noaa-coops', 'open-meteo-marine']} />
                </Card>
              )}
              <Card title="Solunar and sun">
                <SolunarTimeline day={day} />
                <SourceNote sources={c.sources} ids={['astronomy']} />
              </Card>
              <Card title="Moon">
                <MoonPhase moon={day.sky.moon} />
                <SourceNote sources={c.sources} ids={['astronomy']} />
              </Card>
              <Card title="Rivers and lakes">
                {c.gauges ? (
                  <GaugeList gauges={c.gauges} />
                ) : (
                  <p className="text-sm text-slate-600">
                    Gauge readings are not available right now.
                  </p>
                )}
                <SourceNote sources={c.sources} ids={['usgs-water']} />
              </Card>
              {location ? (
                <RulesCard spot={location} habitat={day.tides && !c.inLake ? 'salt' : 'fresh'} />
              ) : null}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
