/** About AnglerScout: mission, story, technology and community. */
export function AboutContent() {
  return (
    <>
      <h2>Our Mission</h2>
      <p>
        Give every angler the kind of read on the water that used to take years on one lake or a day
        with a guide. A scouting report should tell you when to go, where to start and what to
        throw, and it should tell you why, without fluff or sponsored lures.
      </p>
      <h2>Our Story</h2>
      <p>
        AnglerScout started with a familiar problem: a free afternoon near unfamiliar water and an
        hour lost flipping between a weather app, a tide chart, a moon calendar and forum threads
        from years ago. The pieces were all out there; nobody put them together for the one spot and
        the one day you actually have. So we built the report we wanted in our own truck before
        launching.
      </p>
      <h2>Our Technology</h2>
      <p>
        Each report starts from measured and forecast data: weather and marine forecasts from
        Open-Meteo, river flow and water temperature from USGS gauges, tide predictions computed
        from NOAA harmonic constants and observed levels from NOAA CO-OPS stations, and sun and moon
        positions computed for your exact location. We score the day hour by hour for bite
        potential, match it against your target species' seasonal pattern, water temperature
        preferences and forage, and only then write the plan in plain English. The facts come first;
        the writing never invents them.
      </p>
      <h2>Our Community</h2>
      <p>
        Members share what worked, what did not and what the reports got right or wrong in the
        community forum. That feedback shapes what we build next, and Founding Members get a direct
        say in it.
      </p>
    </>
  );
}
