// Generated once (science-2, 2026) from the bundled station list and the bundled lake outlines
// (water/data/us-lakes.bin, see water/lakes.ts for its source): the bundled NOAA normals stations
// within 15 km of a lake piece larger than 5,000 km² (the Great Lakes, which the outlines split
// into pieces), sampled every 22.5° at 2, 5, 10 and 15 km. Their spring and early-summer air is
// chilled by the lake, so they stand for the shore, not for inland waters (climate/normals.ts).
export const GREAT_LAKES_SHORE_STATIONS: ReadonlySet<string> = new Set([
  'm424', // Cleveland, OH
  'm439', // Sandusky, OH
  'm256', // Cleveland Burke Lakefront Airport, OH
  'm254', // Toledo Metcalf Fld, OH
  'm423', // Chicago Midway Airport, IL
  'm446', // Erie Intl Airport, PA
  'm248', // Holland Tulip City Airport, MI
  'm672', // Racine Batten Airport, WI
  'm434', // Milwaukee Mitchell Airport, WI
  'm435', // Muskegon CO Airport, MI
  'm250', // Sheboygan CO Mem Airport, WI
  'm668', // Watertown Airport, NY
  'm449', // Green Bay, WI
  'm442', // Traverse CY Cherry Capital Airport, MI
  'm421', // Alpena Wwtp, MI
  'm677', // Alpena CO Rgnl Airport, MI
  'm427', // Escanaba, MI
  'm440', // Sault Ste Marie Sanderson Fld, MI
  'm678', // Marquette, MI
  'm433', // Marquette Lakeshore, MI
  'm688', // Ashland Kennedy Mem Airport, WI
  'm445', // Grand Marais 2 E, MI
  'USW00014913', // DULUTH, MN
  'm444', // Hancock Houghton CO Airport, MI
  'm684', // Copper Harbor, MI
  'm701', // Grand Marais, MN
]);
